import { Schema } from "effect";
import { Channel } from "./channel.ts";
import { Film, titlePath } from "./film.ts";
import { Series } from "./series.ts";

export const FilmPage = Schema.Struct({ film: Film, channels: Schema.Array(Channel) });
export type FilmPage = typeof FilmPage.Type;

export const SeriesPage = Schema.Struct({ tvseries: Series, channels: Schema.Array(Channel) });
export type SeriesPage = typeof SeriesPage.Type;

export const RECENT_SHOWS = 4;

/** The address of a film's or series' page on the site. */
export const titlePageUrl = (siteUrl: string, title: { readonly kind: "film" | "series"; readonly slug: string }): string =>
  `${siteUrl}${titlePath(title.kind, title.slug)}`;
