import { Effect } from "effect";
import { listingDate } from "../../domain/listing-window.ts";
import { TitleViews } from "./title-views.ts";

/** Counts a view of a film page towards the film's daily and weekly counters (broadcast days, 04:00 to 04:00). */
export const recordFilmView = (slug: string, now: number, zone: string) =>
  Effect.gen(function* () {
    const views = yield* TitleViews;
    return yield* views.recordFilmView(slug, listingDate(now, zone));
  });
