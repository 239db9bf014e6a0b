import { Effect, Layer } from "effect";
import { VIDEO_SEARCH_NOT_CONFIGURED, VideoSearchNotConfigured } from "../../application/admin/admin-failures.ts";
import { VideoSearch } from "../../application/admin/video-search.ts";
import type { VideoCandidate } from "../../domain/admin/video-candidate.ts";

/** Answers the given videos and remembers each query; without videos it is an unconfigured search. */
export const videoSearchFake = (videos: ReadonlyArray<VideoCandidate> | null, queries: Array<string> = []) =>
  Layer.succeed(
    VideoSearch,
    VideoSearch.of({
      search: (query) =>
        videos === null
          ? Effect.fail(new VideoSearchNotConfigured({ message: VIDEO_SEARCH_NOT_CONFIGURED }))
          : Effect.sync(() => {
              queries.push(query);
              return videos;
            }),
    }),
  );
