import { Effect, Stream } from "effect";
import { titleMatchKey } from "../../domain/title-match.ts";
import { catalogueLinks, catalogueSeriesLinks, matchKeysOf } from "../../domain/imports/catalogue-links.ts";
import { FilmDataImportStore, type CompleteCredits, type FilmDataImportSession } from "./film-data-import-store.ts";
import { isCatalogueTitle, isUsefulAka, principalRole } from "../../domain/imports/imdb-import-rules.ts";
import { IMDB_DATASET_ORDER, type ImdbDatasetName, type ImdbRecord } from "../../domain/imports/imdb-record.ts";
import { makeSkipTally, type SkippedRows } from "../../domain/imports/skip-tally.ts";
import { slugOf } from "../../domain/slug.ts";

export const NOT_A_MOVIE = "title.basics: not a movie, TV movie or series, or an adult title";
export const FILM_NOT_KNOWN = "not a film in the database";
export const AKA_NOT_USEFUL = "title.akas: neither a UK, Irish, US, worldwide nor original title";
export const NOT_CAST_OR_DIRECTOR = "title.principals: neither an actor, actress nor director";
export const PERSON_NOT_NAMED = "credit of a person missing from name.basics";

export interface ImdbDatasetSource<E> {
  readonly dataset: ImdbDatasetName;
  /** Shown in progress and messages. */
  readonly name: string;
  readonly rows: Stream.Stream<ReadonlyArray<ImdbRecord>, E>;
}

export interface ImdbImportProgress {
  readonly dataset: ImdbDatasetName;
  readonly name: string;
  /** Rows read from this file so far. */
  readonly rows: number;
}

export interface ImdbImportSummary {
  readonly rows: number;
  /** Catalogue titles added or changed. */
  readonly catalogueTitles: number;
  /** Films in the database whose IMDb rating changed. */
  readonly filmRatings: number;
  /** Catalogue titles outside this import's title.basics whose rating changed. */
  readonly catalogueRatings: number;
  /** Alternative-title rows added, changed or removed. */
  readonly akas: number;
  /** Credit rows added, reordered or removed. */
  readonly credits: number;
  /** People created, renamed or given their IMDb id. */
  readonly people: number;
  /** Films made from schedules that took their IMDb id from the catalogue. */
  readonly filmsLinked: number;
  /** Series made from schedules that took their IMDb id from the catalogue. */
  readonly seriesLinked: number;
  /** Series made from schedules that merged into the series already holding their IMDb id. */
  readonly seriesMerged: number;
  readonly skipped: ReadonlyArray<SkippedRows>;
}

export interface ImdbImportRequest<E> {
  readonly sources: ReadonlyArray<ImdbDatasetSource<E>>;
  readonly onProgress?: (progress: ImdbImportProgress) => void;
  readonly batchSize?: number;
}

const datasetRank = (dataset: ImdbDatasetName): number => IMDB_DATASET_ORDER.indexOf(dataset);

const importWith = <E>(session: FilmDataImportSession, request: ImdbImportRequest<E>) =>
  Effect.gen(function* () {
    const batchSize = request.batchSize ?? 5000;
    const tally = makeSkipTally();
    const totals = { rows: 0, catalogueTitles: 0, filmRatings: 0, catalogueRatings: 0, people: 0, filmsLinked: 0, seriesLinked: 0, seriesMerged: 0 };
    let linked = false;
    // films and series made from schedules take their IMDb id once the catalogue is written, before akas and credits look titles up by it
    const linkScheduleFilms = Effect.gen(function* () {
      if (linked) return;
      linked = true;
      const films = yield* session.unlinkedFilms;
      if (films.length > 0) {
        const movies = yield* session.catalogueMoviesByKey(matchKeysOf(films));
        totals.filmsLinked += yield* session.linkFilms(catalogueLinks(films, movies));
      }
      const series = yield* session.unlinkedSeries;
      if (series.length > 0) {
        const catalogue = yield* session.catalogueSeriesByKey(matchKeysOf(series));
        const outcome = yield* session.linkSeries(catalogueSeriesLinks(series, catalogue));
        totals.seriesLinked += outcome.linked;
        totals.seriesMerged += outcome.merged;
      }
    });
    let stagedAkas = false;
    let stagedRatings = false;
    let stagedCredits = false;
    // principals come sorted by tconst: a film's rows are complete when its orderings run 1..n and a later film follows
    let principals: { tconst: string; count: number; max: number; min: number } | undefined;

    const apply = (batch: ReadonlyArray<ImdbRecord>) =>
      Effect.gen(function* () {
        const catalogue = [];
        const ratings = [];
        const akas = [];
        const credits = [];
        const names = [];
        const complete: Array<CompleteCredits> = [];
        let unusedAkas = 0;
        let uncredited = 0;
        for (const row of batch) {
          switch (row.dataset) {
            case "title.basics":
              if (isCatalogueTitle(row)) {
                catalogue.push({
                  tconst: row.tconst,
                  title: row.primaryTitle,
                  originalTitle: row.originalTitle === row.primaryTitle ? null : row.originalTitle,
                  year: row.startYear,
                  kind: row.titleType,
                  genres: row.genres.length === 0 ? null : row.genres.join(","),
                  runtime: row.runtimeMinutes,
                  matchKey: titleMatchKey(row.primaryTitle),
                });
              }
              break;
            case "title.ratings":
              ratings.push({ tconst: row.tconst, averageRating: row.averageRating, numVotes: row.numVotes });
              break;
            case "title.akas":
              if (isUsefulAka(row)) akas.push({ tconst: row.titleId, ordering: row.ordering, name: row.title });
              else unusedAkas++;
              break;
            case "title.crew":
              row.directors.forEach((nconst, ord) => credits.push({ tconst: row.tconst, nconst, role: "director" as const, ord }));
              complete.push({ tconst: row.tconst, role: "director" });
              break;
            case "title.principals": {
              if (principals?.tconst !== row.tconst) {
                if (principals !== undefined && principals.min === 1 && principals.max === principals.count) {
                  complete.push({ tconst: principals.tconst, role: "star" }, { tconst: principals.tconst, role: "director" });
                }
                principals = { tconst: row.tconst, count: 0, max: 0, min: row.ordering };
              }
              principals.count++;
              principals.max = Math.max(principals.max, row.ordering);
              principals.min = Math.min(principals.min, row.ordering);
              const role = principalRole(row);
              if (role === undefined) uncredited++;
              else credits.push({ tconst: row.tconst, nconst: row.nconst, role, ord: row.ordering });
              break;
            }
            case "name.basics":
              names.push({ nconst: row.nconst, name: row.primaryName, baseSlug: slugOf(row.primaryName) });
              break;
          }
        }
        const first = batch[0];
        tally.skip(NOT_A_MOVIE, first?.dataset === "title.basics" ? batch.length - catalogue.length : 0);
        tally.skip(AKA_NOT_USEFUL, unusedAkas);
        tally.skip(NOT_CAST_OR_DIRECTOR, uncredited);
        if (catalogue.length > 0) totals.catalogueTitles += yield* session.upsertCatalogueTitles(catalogue);
        if (ratings.length > 0) {
          stagedRatings = true;
          totals.filmRatings += yield* session.stageRatings(ratings);
        }
        if (akas.length > 0) {
          stagedAkas = true;
          tally.skip(`${first?.dataset}: ${FILM_NOT_KNOWN}`, akas.length - (yield* session.stageAkas(akas)));
        }
        if (credits.length > 0) {
          stagedCredits = true;
          tally.skip(`${first?.dataset}: ${FILM_NOT_KNOWN}`, credits.length - (yield* session.stageCredits(credits)));
        }
        if (complete.length > 0) yield* session.markCompleteCredits(complete);
        if (names.length > 0 && stagedCredits) totals.people += yield* session.nameStagedPeople(names);
      });

    const ordered = [...request.sources].sort((a, b) => datasetRank(a.dataset) - datasetRank(b.dataset));
    for (const source of ordered) {
      if (datasetRank(source.dataset) > datasetRank("title.basics")) yield* linkScheduleFilms;
      principals = undefined;
      let pending: Array<ImdbRecord> = [];
      let rows = 0;
      const flush = Effect.suspend(() => {
        const batch = pending;
        pending = [];
        request.onProgress?.({ dataset: source.dataset, name: source.name, rows });
        return batch.length === 0 ? Effect.void : apply(batch);
      });
      yield* Stream.runForEach(source.rows, (records) => {
        for (const record of records) pending.push(record);
        rows += records.length;
        return pending.length >= batchSize ? flush : Effect.void;
      });
      yield* flush;
      totals.rows += rows;
    }
    yield* linkScheduleFilms;
    if (stagedRatings) totals.catalogueRatings += yield* session.applyStagedRatings;
    const akas = stagedAkas ? yield* session.applyStagedAkas : 0;
    const credits = stagedCredits ? yield* session.applyStagedCredits : { changed: 0, unnamed: 0 };
    tally.skip(PERSON_NOT_NAMED, credits.unnamed);
    return { ...totals, akas, credits: credits.changed, skipped: tally.list() } satisfies ImdbImportSummary;
  });

/**
 * Imports IMDb dataset files in one transaction, whatever order they come in: fills the title catalogue with movies,
 * updates ratings, alternative titles and credits of the films in the database. A bad file rolls everything back.
 */
export const importImdbDatasets = <E>(request: ImdbImportRequest<E>): Effect.Effect<ImdbImportSummary, E, FilmDataImportStore> =>
  Effect.gen(function* () {
    const store = yield* FilmDataImportStore;
    return yield* store.inTransaction((session) => importWith(session, request));
  });
