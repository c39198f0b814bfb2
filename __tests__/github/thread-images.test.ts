import { describe, expect, it } from "vitest";
import { createOctokit } from "../../src/github/octokit.js";
import { collectThreadImages, imageSources } from "../../src/github/thread-images.js";

describe("imageSources", () => {
  it("lists each <img> src once, in order, unescaping &amp;", () => {
    const html = `<p><a href="x"><img src="https://h/a?jwt=1&amp;b=2" alt="a"></a> <img alt='b' src='https://h/b'> <img src="https://h/a?jwt=1&amp;b=2"></p>`;
    expect(imageSources(html)).toEqual(["https://h/a?jwt=1&b=2", "https://h/b"]);
    expect(imageSources("<p>no images, just <code>&lt;img src=x&gt;</code></p>")).toEqual([]);
  });
});

describe("collectThreadImages", () => {
  it("asks nothing of the API when no body has an image, and contacts only GitHub's attachment hosts", async () => {
    const calls: string[] = [];
    const recordingFetch = (async (input: string | URL | Request) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      if (url.includes("/issues/7"))
        return Response.json({
          body_html:
            '<img src="https://evil.example/x.png"><img src="http://private-user-images.githubusercontent.com/1.png">',
        });
      return new Response("unexpected", { status: 500 });
    }) as typeof fetch;
    const octokit = createOctokit({ token: "t", fetch: recordingFetch, baseUrl: "https://api.github.com" });
    const none = await collectThreadImages({
      octokit,
      owner: "o",
      repo: "r",
      issueNumber: 7,
      issueBody: "text only",
      commentId: 9,
      commentBody: "/agent fix",
      serverUrl: "https://github.com",
      fetch: recordingFetch,
    });
    expect(none).toEqual({ images: [], notes: [] });
    expect(calls).toEqual([]);

    const some = await collectThreadImages({
      octokit,
      owner: "o",
      repo: "r",
      issueNumber: 7,
      issueBody: "![x](https://github.com/user-attachments/assets/1)",
      serverUrl: "https://github.com",
      fetch: recordingFetch,
    });
    expect(some.images).toEqual([]);
    expect(some.notes).toEqual([
      "the description, image 1: not shown (evil.example is not a host GitHub serves attachments from).",
      "the description, image 2: not shown (private-user-images.githubusercontent.com is not a host GitHub serves attachments from).",
    ]);
    expect(calls).toHaveLength(1);
  });
});
