import { Context, type Effect } from "effect";
import type { VideoCandidate } from "../../domain/admin/video-candidate.ts";
import type { VideoSearchFailed, VideoSearchNotConfigured } from "./admin-failures.ts";

export interface VideoSearchShape {
  readonly search: (query: string) => Effect.Effect<ReadonlyArray<VideoCandidate>, VideoSearchNotConfigured | VideoSearchFailed>;
}

/** Finds candidate trailer videos; without a configured provider it says so instead of inventing results. */
export class VideoSearch extends Context.Service<VideoSearch, VideoSearchShape>()("tellyfilms/application/VideoSearch") {}
