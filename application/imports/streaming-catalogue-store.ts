import { Context, type Effect } from "effect";
import type { NewTitle } from "./schedule-import-store.ts";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";

/** A streaming service a catalogue file may name, by its name, display name or slug. */
export interface StreamingServiceEntry {
  readonly id: number;
  readonly name: string;
  readonly nameDisplay: string;
  readonly slug: string;
}

/** One title on one service, as the catalogue file has it. */
export interface StreamingAvailability {
  readonly serviceId: number;
  readonly titleId: number;
  readonly link: string | null;
  /** UTC epoch milliseconds: the start of the first UK day it is available. */
  readonly from: number;
  /** The text the site shows, e.g. "Available until 31/12/2026"; null when it has no end date. */
  readonly availability: string | null;
}

export interface AvailabilityReplacement {
  readonly added: number;
  readonly unchanged: number;
  readonly removed: number;
}

/** The writes of one catalogue import; everything happens in the import's single transaction. */
export interface StreamingCatalogueSession {
  readonly listServices: Effect.Effect<ReadonlyArray<StreamingServiceEntry>>;
  readonly listTitleIdentities: Effect.Effect<ReadonlyArray<TitleIdentity>>;
  /** Creates unverified films, answering their identities in the order given. */
  readonly createFilms: (films: ReadonlyArray<NewTitle>) => Effect.Effect<ReadonlyArray<TitleIdentity>>;
  /** Films just created with an IMDb id the IMDb catalogue has take its rating, genres and original title; answers how many it has. */
  readonly adoptCatalogueFacts: (titleIds: ReadonlyArray<number>) => Effect.Effect<number>;
  /**
   * Makes each of `serviceIds` offer exactly `rows` (a snapshot per service): rows already there are kept,
   * the service's other catalogue rows go. Offers found by the film-data services are not the file's to remove.
   */
  readonly replaceAvailability: (serviceIds: ReadonlyArray<number>, rows: ReadonlyArray<StreamingAvailability>) => Effect.Effect<AvailabilityReplacement>;
}

export interface StreamingCatalogueStoreShape {
  /** Runs `work` in one transaction: kept when it succeeds, rolled back when it fails or is interrupted. */
  readonly inTransaction: <A, E, R>(work: (session: StreamingCatalogueSession) => Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
}

export class StreamingCatalogueStore extends Context.Service<StreamingCatalogueStore, StreamingCatalogueStoreShape>()(
  "tellyfilms/application/StreamingCatalogueStore",
) {}
