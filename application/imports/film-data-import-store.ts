import { Context, type Effect } from "effect";
import type { CatalogueMovie, CatalogueSeries } from "../../domain/title-match.ts";
import type { CatalogueLink, SeriesLinking, UnlinkedFilm } from "../../domain/imports/catalogue-links.ts";

/** A movie or series of the IMDb title catalogue. */
export interface CatalogueTitle {
  readonly tconst: string;
  readonly title: string;
  readonly originalTitle: string | null;
  readonly year: number | null;
  readonly kind: string;
  /** Comma-separated, as IMDb lists them. */
  readonly genres: string | null;
  readonly runtime: number | null;
  /** `titleMatchKey` of the title. */
  readonly matchKey: string;
}

export interface TitleRating {
  readonly tconst: string;
  readonly averageRating: number;
  readonly numVotes: number;
}

export interface AkaCandidate {
  readonly tconst: string;
  readonly ordering: number;
  readonly name: string;
}

export interface CreditCandidate {
  readonly tconst: string;
  readonly nconst: string;
  readonly role: "director" | "star";
  readonly ord: number;
}

/** A film and role whose every credit the import read, so credits it lacks may go. */
export interface CompleteCredits {
  readonly tconst: string;
  readonly role: "director" | "star";
}

export interface PersonName {
  readonly nconst: string;
  readonly name: string;
  readonly baseSlug: string;
}

export interface CreditChanges {
  /** Credit rows added, reordered or removed. */
  readonly changed: number;
  /** Staged credits left out because nobody of that IMDb id is known. */
  readonly unnamed: number;
}

/** The writes of one IMDb dataset import; everything happens in the import's single transaction. */
export interface FilmDataImportSession {
  /**
   * Rates the films in the database at once (answering how many changed) and keeps the ratings, so that catalogue
   * titles written later in the import carry theirs from the start.
   */
  readonly stageRatings: (rows: ReadonlyArray<TitleRating>) => Effect.Effect<number>;
  /** Inserts catalogue titles, with any staged rating, or updates changed ones; answers how many rows were written. */
  readonly upsertCatalogueTitles: (rows: ReadonlyArray<CatalogueTitle>) => Effect.Effect<number>;
  /** Films of the site made from schedules, still without an IMDb id. */
  readonly unlinkedFilms: Effect.Effect<ReadonlyArray<UnlinkedFilm>>;
  /** Catalogue movies with these match keys. */
  readonly catalogueMoviesByKey: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<CatalogueMovie>>;
  /** Gives films their IMDb id with the catalogue's rating, genres and original title; answers how many were linked. */
  readonly linkFilms: (links: ReadonlyArray<CatalogueLink>) => Effect.Effect<number>;
  /** Series of the site made from schedules, still without an IMDb id. */
  readonly unlinkedSeries: Effect.Effect<ReadonlyArray<UnlinkedFilm>>;
  /** Catalogue TV series and mini-series with these match keys. */
  readonly catalogueSeriesByKey: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<CatalogueSeries>>;
  /**
   * Gives series their IMDb id as `linkFilms` gives films theirs; a series whose IMDb id another series already has
   * merges into that one (episodes, showings, members' flags, alerts and ratings, akas, slugs).
   */
  readonly linkSeries: (links: ReadonlyArray<CatalogueLink>) => Effect.Effect<SeriesLinking>;
  /** Gives catalogue titles the import did not write their staged rating; answers how many changed. */
  readonly applyStagedRatings: Effect.Effect<number>;
  /** Keeps the alternative titles of films in the database until `applyStagedAkas`; answers how many were kept. */
  readonly stageAkas: (rows: ReadonlyArray<AkaCandidate>) => Effect.Effect<number>;
  /** Keeps the credits of films in the database until `applyStagedCredits` (the first of a person and role wins); answers how many were kept. */
  readonly stageCredits: (rows: ReadonlyArray<CreditCandidate>) => Effect.Effect<number>;
  /** Records films and roles whose credits the import read in full; only their credits not staged are removed. */
  readonly markCompleteCredits: (rows: ReadonlyArray<CompleteCredits>) => Effect.Effect<void>;
  /**
   * Names the people the staged credits need: renames a person of that IMDb id, or gives the id to the first person of
   * that name who has none, or creates the person. Answers how many people were created or changed.
   */
  readonly nameStagedPeople: (rows: ReadonlyArray<PersonName>) => Effect.Effect<number>;
  /** Each film with staged akas gets exactly those (in IMDb order, without repeats or its own title); answers rows changed. */
  readonly applyStagedAkas: Effect.Effect<number>;
  /**
   * Adds and reorders the staged credits of known people; a film and role marked complete keeps exactly those
   * credits, any other keeps the credits it had too.
   */
  readonly applyStagedCredits: Effect.Effect<CreditChanges>;
}

export interface FilmDataImportStoreShape {
  /** Runs `work` in one transaction: kept when it succeeds, rolled back when it fails or is interrupted. */
  readonly inTransaction: <A, E, R>(work: (session: FilmDataImportSession) => Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
}

export class FilmDataImportStore extends Context.Service<FilmDataImportStore, FilmDataImportStoreShape>()("tellyfilms/application/FilmDataImportStore") {}
