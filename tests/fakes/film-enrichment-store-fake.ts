import type { EnrichableFields } from "../../domain/film-enrichment.ts";
import { Effect } from "effect";
import type { EnrichmentTarget, FilmEnrichmentStoreShape, TargetSelection, TitleEnrichment } from "../../application/enrichment/film-enrichment-store.ts";
import type { StreamingServiceEntry } from "../../application/imports/streaming-catalogue-store.ts";

export interface FakeEnrichedTitle {
  target: EnrichmentTarget;
  readonly slug: string;
  enrichedAt: number | null;
  /** Everything but fields and time that the last save wrote, to tell a change. */
  extras: string;
  similarTmdbIds: ReadonlyArray<number>;
  similar: Array<number>;
}

export interface FilmEnrichmentFakeState {
  services: Array<StreamingServiceEntry>;
  titles: Array<FakeEnrichedTitle>;
  /** Audit rows in time order: target "film tt...", the fields changed, the action. */
  audit: Array<{ readonly target: string; readonly fields: ReadonlyArray<string>; readonly action: string }>;
}

/** A title's enrichable fields before any run. */
export const NO_FIELDS: EnrichableFields = {
  poster_url: null,
  backdrop_url: null,
  youtube: null,
  synopsis: null,
  synopsis_short: null,
  length: null,
  crit: null,
  metascore: null,
  imdb_r: null,
  tmdb_kind: null,
  tmdb_id: null,
};

const selectedBy =
  (selection: TargetSelection) =>
  (title: FakeEnrichedTitle): boolean =>
    (selection.all || title.enrichedAt === null || title.enrichedAt < selection.staleBefore) &&
    (selection.film === undefined || title.slug === selection.film || title.target.imdb === selection.film);

/** An in-memory FilmEnrichmentStore; `state` is open for tests to arrange and inspect. */
export const makeFilmEnrichmentStoreFake = (
  state: FilmEnrichmentFakeState = { services: [], titles: [], audit: [] },
): FilmEnrichmentStoreShape & { readonly state: FilmEnrichmentFakeState } => {
  const adminEdited = (target: EnrichmentTarget): ReadonlyArray<string> => {
    const latest = new Map<string, string>();
    for (const row of state.audit.filter((entry) => entry.target === `${target.kind} ${target.imdb}`))
      for (const field of row.fields) latest.set(field, row.action);
    return [...latest].filter(([, action]) => action !== "reset all").map(([field]) => field);
  };
  const save = (enrichment: TitleEnrichment): boolean => {
    const title = state.titles.find((candidate) => candidate.target.id === enrichment.titleId);
    if (title === undefined) return false;
    const { titleId: _id, fields, enrichedAt, similarTmdbIds, ...rest } = enrichment;
    const changedFields = Object.keys(fields).length > 0;
    title.target = { ...title.target, fields: { ...title.target.fields, ...fields } };
    const extras = JSON.stringify({ ...rest, similarTmdbIds });
    const changed = changedFields || extras !== title.extras;
    title.extras = extras;
    title.similarTmdbIds = similarTmdbIds;
    title.enrichedAt = enrichedAt;
    return changed;
  };
  return {
    state,
    listServices: Effect.sync(() => [...state.services]),
    countTargets: (selection) => Effect.sync(() => state.titles.filter(selectedBy(selection)).length),
    listTargets: (selection) =>
      Effect.sync(() =>
        state.titles
          .filter(selectedBy(selection))
          .filter((title) => title.target.id > selection.afterId)
          .sort((a, b) => a.target.id - b.target.id)
          .slice(0, selection.limit)
          .map((title) => ({ ...title.target, adminEdited: adminEdited(title.target) })),
      ),
    saveEnrichments: (enrichments) => Effect.sync(() => enrichments.map(save)),
    linkSimilarTitles: Effect.sync(() => {
      let added = 0;
      for (const title of state.titles) {
        for (const tmdbId of title.similarTmdbIds) {
          const other = state.titles.find(
            (candidate) =>
              candidate !== title && candidate.target.fields.tmdb_id === tmdbId && candidate.target.fields.tmdb_kind === title.target.fields.tmdb_kind,
          );
          if (other !== undefined && !title.similar.includes(other.target.id)) {
            title.similar.push(other.target.id);
            added++;
          }
        }
      }
      return added;
    }),
  };
};
