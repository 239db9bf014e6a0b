import { Clock, Effect } from "effect";
import { DAYS_AHEAD } from "../../domain/broadcast-day.ts";
import { recommendFilms } from "../../domain/recommendations.ts";
import { RecommendationSource } from "./recommendation-source.ts";
import { UserTitles } from "./user-titles.ts";

const SHOW_GRACE_MS = 3_600_000;

/** Films on in the coming week that share directors, stars, genres or decades with the films the user watched and liked. */
export const recommendFilmsForUser = Effect.fn("recommendFilmsForUser")(function* (userId: number) {
  const source = yield* RecommendationSource;
  const flags = yield* (yield* UserTitles).flags(userId);
  const now = yield* Clock.currentTimeMillis;
  const taste = yield* source.taste(userId);
  if (taste.length === 0) return [];
  const candidates = yield* source.candidates(now - SHOW_GRACE_MS, now + DAYS_AHEAD * 86_400_000);
  return recommendFilms(taste, candidates, new Set([...flags.watched, ...flags.not_interested]));
});
