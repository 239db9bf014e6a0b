import { createServer, type IncomingMessage, type Server } from "node:http";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VideoSearch } from "../../../application/admin/video-search.ts";
import { VideoSearchUnconfigured, VideoSearchYoutube } from "../../../adapters/youtube/video-search-youtube.ts";

let server: Server;
let base: string;
let answer: { status: number; body: string } = { status: 200, body: "{}" };
const requests: Array<URL> = [];

const search = (layer: ReturnType<typeof VideoSearchYoutube>, query: string) =>
  Effect.runPromise(
    Effect.result(
      Effect.provide(
        Effect.flatMap(Effect.service(VideoSearch), (s) => s.search(query)),
        layer,
      ),
    ),
  );

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    requests.push(new URL(request.url ?? "/", "http://127.0.0.1"));
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/youtube/v3`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("YouTube trailer search", () => {
  it("asks the Data API for videos matching the query with the key and maps the answer to candidates", async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        items: [
          {
            id: { videoId: "HUECWi5pX7o" },
            snippet: {
              title: "Amélie - Trailer",
              channelTitle: "Studio",
              publishedAt: "2011-01-01T00:00:00Z",
              thumbnails: { medium: { url: "https://i.ytimg.com/m.jpg" } },
            },
          },
          { id: { channelId: "UC123" }, snippet: { title: "A channel, not a video" } },
          { id: { videoId: "dQw4w9WgXcQ" }, snippet: { title: "Other" } },
        ],
      }),
    };
    const result = await search(VideoSearchYoutube({ apiKey: "test-key", baseUrl: base }), "Amélie 2001 trailer");
    expect(result).toMatchObject({
      _tag: "Success",
      success: [
        { id: "HUECWi5pX7o", title: "Amélie - Trailer", channel: "Studio", thumbnail: "https://i.ytimg.com/m.jpg", published_at: "2011-01-01T00:00:00Z" },
        { id: "dQw4w9WgXcQ", title: "Other", channel: "", thumbnail: null, published_at: null },
      ],
    });
    const sent = requests.at(-1);
    expect(sent?.pathname).toBe("/youtube/v3/search");
    expect([sent?.searchParams.get("q"), sent?.searchParams.get("key"), sent?.searchParams.get("type")]).toEqual(["Amélie 2001 trailer", "test-key", "video"]);
  });

  it("fails with a reason when YouTube refuses, answers nonsense or cannot be reached", async () => {
    answer = { status: 403, body: JSON.stringify({ error: { message: "quota" } }) };
    expect(await search(VideoSearchYoutube({ apiKey: "k", baseUrl: base }), "x")).toMatchObject({
      _tag: "Failure",
      failure: { _tag: "VideoSearchFailed", message: "YouTube answered 403." },
    });
    answer = { status: 200, body: "not json" };
    expect(await search(VideoSearchYoutube({ apiKey: "k", baseUrl: base }), "x")).toMatchObject({ failure: { _tag: "VideoSearchFailed" } });
    answer = { status: 200, body: JSON.stringify({ items: "nope" }) };
    expect(await search(VideoSearchYoutube({ apiKey: "k", baseUrl: base }), "x")).toMatchObject({
      failure: { message: "YouTube answered in an unexpected shape." },
    });
    expect(await search(VideoSearchYoutube({ apiKey: "k", baseUrl: "http://127.0.0.1:9/youtube/v3" }), "x")).toMatchObject({
      failure: { message: "YouTube did not answer." },
    });
  });

  it("says it is not configured without an API key", async () => {
    expect(await search(VideoSearchUnconfigured, "x")).toMatchObject({ failure: { _tag: "VideoSearchNotConfigured" } });
  });
});
