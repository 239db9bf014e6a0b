import { Effect, Layer, Schema } from "effect";
import { VIDEO_SEARCH_NOT_CONFIGURED, VideoSearchFailed, VideoSearchNotConfigured } from "../../application/admin/admin-failures.ts";
import { VideoSearch } from "../../application/admin/video-search.ts";
import type { VideoCandidate } from "../../domain/admin/video-candidate.ts";

export const YOUTUBE_API_URL = "https://www.googleapis.com/youtube/v3";
const RESULTS = 10;
const TIMEOUT_MS = 10_000;

const Thumbnail = Schema.optional(Schema.Struct({ url: Schema.String }));

const SearchResponse = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: Schema.Struct({ videoId: Schema.optional(Schema.String) }),
      snippet: Schema.Struct({
        title: Schema.String,
        channelTitle: Schema.optional(Schema.String),
        publishedAt: Schema.optional(Schema.String),
        thumbnails: Schema.optional(Schema.Struct({ default: Thumbnail, medium: Thumbnail })),
      }),
    }),
  ),
});

const decodeResponse = Schema.decodeUnknownEffect(SearchResponse);

const failed = (message: string) => new VideoSearchFailed({ message });

/** YouTube Data API v3 search for videos; `baseUrl` lets tests answer from loopback. */
export const VideoSearchYoutube = (options: { readonly apiKey: string; readonly baseUrl?: string | undefined }) =>
  Layer.succeed(
    VideoSearch,
    VideoSearch.of({
      search: (query) =>
        Effect.gen(function* () {
          const url = new URL(`${options.baseUrl ?? YOUTUBE_API_URL}/search`);
          url.search = new URLSearchParams({ part: "snippet", type: "video", maxResults: String(RESULTS), q: query, key: options.apiKey }).toString();
          const response = yield* Effect.tryPromise({
            try: (signal) => fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]), headers: { accept: "application/json" } }),
            catch: () => failed("YouTube did not answer."),
          });
          if (!response.ok) return yield* failed(`YouTube answered ${response.status}.`);
          const body = yield* Effect.tryPromise({
            try: () => response.json() as Promise<unknown>,
            catch: () => failed("YouTube answered with something other than JSON."),
          });
          const decoded = yield* decodeResponse(body).pipe(Effect.mapError(() => failed("YouTube answered in an unexpected shape.")));
          return decoded.items.flatMap((item): ReadonlyArray<VideoCandidate> =>
            item.id.videoId === undefined
              ? []
              : [
                  {
                    id: item.id.videoId,
                    title: item.snippet.title,
                    channel: item.snippet.channelTitle ?? "",
                    thumbnail: item.snippet.thumbnails?.medium?.url ?? item.snippet.thumbnails?.default?.url ?? null,
                    published_at: item.snippet.publishedAt ?? null,
                  },
                ],
          );
        }),
    }),
  );

/** Without YOUTUBE_API_KEY every search says so, instead of pretending to have found nothing. */
export const VideoSearchUnconfigured = Layer.succeed(
  VideoSearch,
  VideoSearch.of({ search: () => Effect.fail(new VideoSearchNotConfigured({ message: VIDEO_SEARCH_NOT_CONFIGURED })) }),
);
