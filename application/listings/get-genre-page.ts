import { Effect } from "effect";
import type { GenrePage } from "../../domain/genre-page.ts";
import { listingDate, weekWindow } from "../../domain/listing-window.ts";
import { GenreNotFound } from "./listing-failures.ts";
import { ListingReadModel } from "./listing-read-model.ts";

/** The Genre Page: this week's showings of films in one genre. */
export const getGenrePage = (slug: string, now: number, zone: string) =>
  Effect.gen(function* () {
    const listings = yield* ListingReadModel;
    const genre = yield* listings.findGenreBySlug(slug);
    if (genre === null) return yield* new GenreNotFound({ slug });
    const week = weekWindow(now, zone);
    const rows = yield* listings.findLiveShowsBetween(week, "films");
    const films = rows.films.filter((film) => film.genres.includes(genre.id));
    const keys = new Set(films.map((film) => film.imdb));
    const channels = yield* listings.findChannels(week);
    return {
      genre,
      channels,
      films,
      shows: rows.shows.filter((show) => keys.has(show.f)),
      date: listingDate(now, zone),
    } satisfies GenrePage;
  });
