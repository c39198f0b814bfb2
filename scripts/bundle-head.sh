#!/usr/bin/env bash
# Rebuilds dist/ from the committed tree (HEAD) rather than the working tree, so the dist/ we commit matches the
# committed sources even while other work is uncommitted. Used by maintainers before committing dist/.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
# Beside the repository (same filesystem) so node_modules can be hard-linked: a symlinked node_modules changes
# the module paths ncc hashes into chunk names, and the bundle would no longer match a fresh clone's.
tmp=$(mktemp -d "$(dirname "$root")/.bundle-head-XXXXXX")
trap 'git -C "$root" worktree remove --force "$tmp/tree" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git -C "$root" worktree add --detach --quiet "$tmp/tree" HEAD
cp -al "$root/node_modules" "$tmp/tree/node_modules"
(cd "$tmp/tree" && node scripts/bundle.mjs)
rm -rf "$root/dist"
cp -a "$tmp/tree/dist" "$root/dist"
