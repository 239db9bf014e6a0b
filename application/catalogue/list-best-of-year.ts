import { Effect } from "effect";
import { checkBestOfYear } from "../../domain/best-of-year.ts";
import { localYear } from "../../domain/zoned-time.ts";
import { InvalidBestOfYear } from "./catalogue-failures.ts";
import { TitleReadModel } from "./title-read-model.ts";

/** The Best of Year page: the year's top `count` films by average rating; years outside 1920 to last UK year fail. */
export const listBestOfYear = (year: string, count: number, now: number, zone: string) =>
  Effect.gen(function* () {
    const check = checkBestOfYear(year, localYear(now, zone));
    if (!check.valid) return yield* new InvalidBestOfYear({ message: check.error });
    const titles = yield* TitleReadModel;
    return { films: yield* titles.findTopRatedFilmsOfYear(check.year, count) };
  });
