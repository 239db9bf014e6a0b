import { Context, type Effect } from "effect";
import type { EnrichableFields, EnrichmentBase } from "../../domain/film-enrichment.ts";
import type { BbfcCertificate } from "../../domain/imports/bbfc-certificate.ts";
import type { StreamingServiceEntry } from "../imports/streaming-catalogue-store.ts";

/** A film or series the job may enrich, with what it holds now. */
export interface EnrichmentTarget extends EnrichmentBase {
  readonly id: number;
  readonly kind: "film" | "series";
  /** The IMDb tconst, or a site key ("tf-...") for titles without one. */
  readonly imdb: string;
  readonly title: string;
  readonly year: number | null;
}

export interface TargetSelection {
  /** Every title, however recently enriched. */
  readonly all: boolean;
  /** Titles never enriched or enriched before this instant (UTC epoch ms). */
  readonly staleBefore: number;
  /** One title by slug or IMDb id. */
  readonly film: string | undefined;
  /** Only titles with a higher id: the run goes in id order, so a crashed run picks up where it stopped. */
  readonly afterId: number;
  readonly limit: number;
}

export interface PersonCredit {
  readonly tmdbId: number;
  readonly name: string;
  readonly profileUrl: string | null;
}

export interface StreamingOffer {
  readonly serviceId: number;
  readonly link: string;
  readonly availability: string;
}

/** Everything one title gets from a run; written with the rest of its batch in one transaction. */
export interface TitleEnrichment {
  readonly titleId: number;
  readonly fields: Partial<EnrichableFields>;
  /** The GB certificate; written only when the title has none. */
  readonly certificate: BbfcCertificate | null;
  /** Genre slugs in the service's order; a title without genres joins those that are genres of the site. */
  readonly genreSlugs: ReadonlyArray<string>;
  /** In billing order; a role the title already has credits for only gets profile photos. */
  readonly cast: ReadonlyArray<PersonCredit>;
  readonly directors: ReadonlyArray<PersonCredit>;
  readonly similarTmdbIds: ReadonlyArray<number>;
  /** The title's offers from the service, one per service: they replace its earlier ones (an offer on a service it was already on keeps the date first seen), and never a service the catalogue import lists it on. */
  readonly offers: ReadonlyArray<StreamingOffer>;
  /** UTC epoch ms. */
  readonly enrichedAt: number;
}

export interface FilmEnrichmentStoreShape {
  readonly listServices: Effect.Effect<ReadonlyArray<StreamingServiceEntry>>;
  /** How many titles the selection holds, ignoring `afterId` and `limit`. */
  readonly countTargets: (selection: TargetSelection) => Effect.Effect<number>;
  /** In id order. */
  readonly listTargets: (selection: TargetSelection) => Effect.Effect<ReadonlyArray<EnrichmentTarget>>;
  /** Writes a batch of titles' data in one transaction; answers, per title in order, whether anything but its enrichment time changed. */
  readonly saveEnrichments: (enrichments: ReadonlyArray<TitleEnrichment>) => Effect.Effect<ReadonlyArray<boolean>>;
  /** Links titles to the similar titles now in the catalogue; answers how many links were added. */
  readonly linkSimilarTitles: Effect.Effect<number>;
}

export class FilmEnrichmentStore extends Context.Service<FilmEnrichmentStore, FilmEnrichmentStoreShape>()("tellyfilms/application/FilmEnrichmentStore") {}
