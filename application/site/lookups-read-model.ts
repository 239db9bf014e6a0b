import { Context, type Effect } from "effect";
import type { Advert } from "../../domain/advert.ts";
import type { Certificate, Genre, Language } from "../../domain/lookups.ts";
import type { BannerMessage } from "../../domain/message.ts";
import type { OtherApp } from "../../domain/other-app.ts";
import type { StreamingService } from "../../domain/streaming-service.ts";
import type { System } from "../../domain/system.ts";

export interface Lookups {
  readonly systems: ReadonlyArray<System>;
  readonly streaming_services: ReadonlyArray<StreamingService>;
  readonly genres: ReadonlyArray<Genre>;
  readonly languages: ReadonlyArray<Language>;
  readonly certificates: ReadonlyArray<Certificate>;
  /** Active site banners. */
  readonly banners: ReadonlyArray<BannerMessage>;
  /** Active adverts. */
  readonly adverts: ReadonlyArray<Advert>;
}

export interface LookupsReadModelShape {
  readonly findLookups: Effect.Effect<Lookups>;
  readonly findApps: Effect.Effect<ReadonlyArray<OtherApp>>;
}

export class LookupsReadModel extends Context.Service<LookupsReadModel, LookupsReadModelShape>()("tellyfilms/application/LookupsReadModel") {}
