import { Effect } from "effect";
import { broadcastDayStart } from "../../domain/broadcast-day.ts";
import { pickHighlights } from "../../domain/highlights.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { weekWindow } from "../../domain/listing-window.ts";
import { ListingReadModel } from "./listing-read-model.ts";
import { LookupsReadModel } from "../site/lookups-read-model.ts";

/** The Highlights page: this week's most anticipated, most watched and top rated premiere, family, classic and foreign films. */
export const getHighlights = (now: number, zone: string) =>
  Effect.gen(function* () {
    const listings = yield* ListingReadModel;
    const lookups = yield* LookupsReadModel;
    const week = weekWindow(now, zone);
    const [rows, channels, reference] = yield* Effect.all([listings.findLiveShowsBetween(week, "films"), listings.findChannels(week), lookups.findLookups]);
    const popularity = yield* listings.findPopularity(rows.films.map((film) => film.imdb));
    const lookup = makeListingLookup({ films: rows.films, certificates: reference.certificates, languages: reference.languages });
    return { ...pickHighlights({ shows: rows.shows, lookup, popularity, from: broadcastDayStart(now, zone) }), channels };
  });
