import { Effect } from "effect";
import { UserTitles, type FlagList } from "./user-titles.ts";

export const listFlaggedFilms = Effect.fn("listFlaggedFilms")(function* (userId: number, list: FlagList) {
  return yield* (yield* UserTitles).list(userId, list);
});
