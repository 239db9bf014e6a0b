import { Context, type Effect } from "effect";
import type { CandidateFilm, TasteFilm } from "../../domain/recommendations.ts";

export interface RecommendationSourceShape {
  /** The user's watched films with their ratings and features. */
  readonly taste: (userId: number) => Effect.Effect<ReadonlyArray<TasteFilm>>;
  /** Films (not series) with a show between the two instants, each with its earliest show time there. */
  readonly candidates: (from: number, to: number) => Effect.Effect<ReadonlyArray<CandidateFilm>>;
}

export class RecommendationSource extends Context.Service<RecommendationSource, RecommendationSourceShape>()("tellyfilms/application/RecommendationSource") {}
