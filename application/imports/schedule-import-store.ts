import { Context, type Effect } from "effect";
import type { CatalogueMovie, CatalogueSeries } from "../../domain/title-match.ts";
import type { BbfcCertificate } from "../../domain/imports/bbfc-certificate.ts";
import type { CatalogueLink } from "../../domain/imports/catalogue-links.ts";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";

/** A channel a schedule file names, with the channel it would become if it were new. */
export interface ChannelClaim {
  readonly xmltvId: string;
  readonly displayName: string | null;
  readonly name: string;
  readonly slug: string;
  readonly hd: boolean;
  readonly logo: string | null;
}

export interface ResolvedChannel {
  readonly xmltvId: string;
  /** null when the mapping says to skip this feed channel. */
  readonly channelId: number | null;
  readonly created: boolean;
}

/** An unverified film or series for the admin to curate; the store picks a unique slug (and a site key when `imdb` is absent). */
export interface NewTitle {
  readonly kind: "film" | "series";
  readonly imdb: string | null;
  readonly title: string;
  readonly year: number | null;
  readonly baseSlug: string;
  readonly length: number | null;
  readonly synopsis: string | null;
  /** The listing row's short synopsis (shortSynopsis of `synopsis`). */
  readonly synopsisShort: string | null;
  readonly posterUrl: string | null;
  readonly tmdbKind: "movie" | "tv" | null;
  readonly tmdbId: number | null;
  readonly certificate: BbfcCertificate | null;
  /** Genre slugs in billing order; the film joins those that are genres of the site. */
  readonly genreSlugs: ReadonlyArray<string>;
  /** Language names, original first; the title joins those that are languages of the site. */
  readonly languages: ReadonlyArray<string>;
}

export interface NewCredits {
  readonly titleId: number;
  readonly role: "director" | "star";
  /** People in billing order; a name matches the first person of that name or becomes a new person. */
  readonly names: ReadonlyArray<string>;
  /** The part each person plays, in the order of `names`; a stored credit without one takes it. */
  readonly characters?: ReadonlyArray<string | null>;
}

export interface CertificateForTitle {
  readonly titleId: number;
  readonly certificate: BbfcCertificate;
}

export interface YearForTitle {
  readonly titleId: number;
  readonly year: number;
}

/** One show on one channel as the schedule file has it. */
export interface ScheduledShow {
  readonly channelId: number;
  readonly titleId: number;
  /** UTC epoch milliseconds. */
  readonly start: number;
  /** UTC epoch milliseconds; equal to `start` when the file gives no stop time. */
  readonly end: number;
  /** Running time with adverts, in minutes. */
  readonly art: number | null;
  readonly season: number | null;
  readonly episode: number | null;
  readonly nEpisodes: number | null;
  readonly episodeTitle: string | null;
  readonly premiere: boolean;
  readonly hd: boolean;
  readonly subtitles: boolean;
  readonly signed: boolean;
  readonly audioDescribed: boolean;
}

export interface ShowReplacement {
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly removed: number;
}

/** The writes of one schedule import; everything happens in the import's single transaction. */
export interface ScheduleImportSession {
  readonly listTitleIdentities: Effect.Effect<ReadonlyArray<TitleIdentity>>;
  /** Follows the editable XMLTV mapping; an unmapped feed channel joins the channel with its slug, or a new channel. */
  readonly resolveChannels: (claims: ReadonlyArray<ChannelClaim>) => Effect.Effect<ReadonlyArray<ResolvedChannel>>;
  /** Creates unverified films and series, answering their identities in the order given. */
  readonly createTitles: (films: ReadonlyArray<NewTitle>) => Effect.Effect<ReadonlyArray<TitleIdentity>>;
  /** Movies of the IMDb catalogue with these match keys. */
  readonly catalogueMoviesByKey: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<CatalogueMovie>>;
  /** TV series and mini-series of the IMDb catalogue with these match keys. */
  readonly catalogueSeriesByKey: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<CatalogueSeries>>;
  /** Gives films or series their IMDb id with the catalogue's rating, genres and original title; answers how many were linked. */
  readonly linkFilms: (links: ReadonlyArray<CatalogueLink>) => Effect.Effect<number>;
  /** Titles just created with an IMDb id the catalogue has take its rating, genres and original title; answers how many it has. */
  readonly adoptCatalogueFacts: (titleIds: ReadonlyArray<number>) => Effect.Effect<number>;
  /** Adds credits that are not there yet; answers how many were added. */
  readonly addCredits: (credits: ReadonlyArray<NewCredits>) => Effect.Effect<number>;
  /** Sets the certificate of titles that have none; answers how many titles changed. */
  readonly fillMissingCertificates: (rows: ReadonlyArray<CertificateForTitle>) => Effect.Effect<number>;
  /** Sets the year of titles whose year is unknown; answers how many titles changed. */
  readonly fillMissingYears: (rows: ReadonlyArray<YearForTitle>) => Effect.Effect<number>;
  /** Holds shows until `replaceStagedShows`; a second show at the same channel and start is dropped. Answers how many were dropped. */
  readonly stageShows: (shows: ReadonlyArray<ScheduledShow>, source: string) => Effect.Effect<number>;
  /**
   * Makes each staged channel's window (first start to last stop) hold exactly the staged shows:
   * imported shows at the same channel and start are kept (and updated), other imported shows in the window go.
   */
  readonly replaceStagedShows: Effect.Effect<ShowReplacement>;
}

export interface ScheduleImportStoreShape {
  /** Runs `work` in one transaction: kept when it succeeds, rolled back when it fails or is interrupted. */
  readonly inTransaction: <A, E, R>(work: (session: ScheduleImportSession) => Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
}

export class ScheduleImportStore extends Context.Service<ScheduleImportStore, ScheduleImportStoreShape>()("tellyfilms/application/ScheduleImportStore") {}
