import { Effect, Option } from "effect";
import { FILM_NOT_FOUND } from "../../domain/account-texts.ts";
import type { LocalDate } from "../../domain/local-date.ts";
import { FilmNotFound, FilmNotWatched } from "./personal-failures.ts";
import { UserTitles } from "./user-titles.ts";

export const updateWatchedDate = Effect.fn("updateWatchedDate")(function* (
  userId: number,
  input: { readonly tconst: string; readonly date: LocalDate | null },
) {
  const titles = yield* UserTitles;
  const title = yield* titles.findTitle(input.tconst);
  if (Option.isNone(title)) return yield* new FilmNotFound({ tconst: input.tconst, message: FILM_NOT_FOUND });
  const saved = yield* titles.setWatchedDate(userId, input.tconst, input.date);
  if (!saved) {
    return yield* new FilmNotWatched({ tconst: input.tconst, message: `'${title.value.title}' is not in your watched list.` });
  }
  return yield* titles.list(userId, "watched");
});
