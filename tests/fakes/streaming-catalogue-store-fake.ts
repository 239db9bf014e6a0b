import { Effect } from "effect";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";
import type { StreamingCatalogueStoreShape, StreamingServiceEntry } from "../../application/imports/streaming-catalogue-store.ts";

export interface StreamingOfferRow {
  readonly id: number;
  readonly serviceId: number;
  readonly titleId: number;
  readonly from: number;
  readonly link: string | null;
  readonly availability: string | null;
  readonly source: string;
}

export interface StreamingCatalogueFakeState {
  services: Array<StreamingServiceEntry>;
  titles: Array<TitleIdentity & { readonly slug: string; readonly verified: boolean }>;
  offers: Array<StreamingOfferRow>;
}

const key = (row: Omit<StreamingOfferRow, "id" | "source">): string => JSON.stringify([row.serviceId, row.titleId, row.from, row.link, row.availability]);

/** An in-memory StreamingCatalogueStore; a failed transaction leaves `state` as it was. */
export const makeStreamingCatalogueStoreFake = (
  state: StreamingCatalogueFakeState = { services: [], titles: [], offers: [] },
): StreamingCatalogueStoreShape & { readonly state: StreamingCatalogueFakeState } => {
  let nextId = 1000;
  return {
    state,
    inTransaction: (work) =>
      Effect.suspend(() => {
        const before = { titles: [...state.titles], offers: [...state.offers] };
        return work({
          listServices: Effect.sync(() => [...state.services]),
          listTitleIdentities: Effect.sync(() => state.titles.map(({ slug: _slug, verified: _verified, ...identity }) => identity)),
          createFilms: (films) =>
            Effect.sync(() =>
              films.map((film) => {
                let slug = film.baseSlug === "" ? "film" : film.baseSlug;
                for (let n = 2; state.titles.some((title) => title.slug === slug); n++) slug = `${film.baseSlug}-${n}`;
                const identity = {
                  id: nextId++,
                  kind: "film" as const,
                  imdb: film.imdb ?? `tf-${slug}`,
                  title: film.title,
                  year: film.year,
                  length: film.length,
                  tmdbKind: film.tmdbKind,
                  tmdbId: film.tmdbId,
                  hasCertificate: false,
                };
                state.titles.push({ ...identity, slug, verified: false });
                return identity;
              }),
            ),
          // the fake holds no IMDb catalogue
          adoptCatalogueFacts: () => Effect.succeed(0),
          replaceAvailability: (serviceIds, rows) =>
            Effect.sync(() => {
              const wanted = new Map(rows.map((row) => [key(row), row]));
              const kept = new Set<string>();
              let removed = 0;
              state.offers = state.offers.filter((offer) => {
                if (!serviceIds.includes(offer.serviceId) || offer.source === "tmdb") return true;
                const k = key(offer);
                if (wanted.has(k) && !kept.has(k)) {
                  kept.add(k);
                  return true;
                }
                removed++;
                return false;
              });
              const added = [...wanted].filter(([k]) => !kept.has(k));
              for (const [, row] of added) state.offers.push({ ...row, id: nextId++, source: "streaming-import" });
              return { added: added.length, unchanged: kept.size, removed };
            }),
        }).pipe(
          Effect.onError(() =>
            Effect.sync(() => {
              state.titles = before.titles;
              state.offers = before.offers;
            }),
          ),
        );
      }),
  };
};
