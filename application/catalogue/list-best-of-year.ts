import { Effect } from "effect";
import { checkBestOfYear } from "../../domain/best-of-year.ts";
import { rankByAverageRating } from "../../domain/ratings.ts";
import { localYear } from "../../domain/zoned-time.ts";
import { InvalidBestOfYear } from "./catalogue-failures.ts";
import { TitleReadModel } from "./title-read-model.ts";

/** The Best of Year page: the year's top `count` films by average rating; years outside 1920 to last UK year fail. */
export const listBestOfYear = (year: string, count: number, now: number, zone: string) =>
  Effect.gen(function* () {
    const check = checkBestOfYear(year, localYear(now, zone));
    if (!check.valid) return yield* new InvalidBestOfYear({ message: check.error });
    const titles = yield* TitleReadModel;
    const top = rankByAverageRating(yield* titles.findFilmRatingsOfYear(check.year), count);
    const films = new Map((yield* titles.findFilms(top.map((film) => film.imdb))).map((film) => [film.imdb, film]));
    return { films: top.flatMap((film) => films.get(film.imdb) ?? []) };
  });
