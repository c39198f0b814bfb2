// The reviewed host lists behind `network.presets` (listed in the README's presets table; a test keeps the two
// equal). Each preset is what the ecosystem's usual install command fetches from its public registry, and no
// more: download hosts, not web sites. Every host here is a host the agent's commands can send data to (a
// registry with an upload API accepts an upload with credentials the command brings along), so a host earns
// its place only by being needed for installs.
export const NETWORK_PRESETS = {
  npm: {
    ecosystem: "npm, yarn, pnpm",
    hosts: ["registry.npmjs.org", "registry.yarnpkg.com", "repo.yarnpkg.com"],
  },
  pypi: {
    ecosystem: "pip, uv, poetry",
    hosts: ["pypi.org", "files.pythonhosted.org"],
  },
  github: {
    ecosystem: "git clone and release downloads from github.com",
    hosts: [
      "github.com",
      "api.github.com",
      "codeload.github.com",
      "objects.githubusercontent.com",
      "raw.githubusercontent.com",
      "release-assets.githubusercontent.com",
    ],
  },
  crates: {
    ecosystem: "cargo",
    hosts: ["crates.io", "index.crates.io", "static.crates.io"],
  },
  go: {
    ecosystem: "go modules",
    hosts: ["proxy.golang.org", "sum.golang.org"],
  },
  maven: {
    ecosystem: "maven, gradle",
    hosts: [
      "repo.maven.apache.org",
      "repo1.maven.org",
      "plugins.gradle.org",
      "plugins-artifacts.gradle.org",
      "services.gradle.org",
      "downloads.gradle.org",
    ],
  },
  rubygems: {
    ecosystem: "bundler, gem",
    hosts: ["rubygems.org", "index.rubygems.org"],
  },
  nuget: {
    ecosystem: "dotnet restore",
    hosts: ["api.nuget.org"],
  },
  composer: {
    ecosystem: "composer",
    hosts: ["repo.packagist.org", "packagist.org"],
  },
} as const satisfies Record<string, { ecosystem: string; hosts: readonly string[] }>;

export type NetworkPresetName = keyof typeof NETWORK_PRESETS;

export const NETWORK_PRESET_NAMES = Object.keys(NETWORK_PRESETS) as [NetworkPresetName, ...NetworkPresetName[]];
