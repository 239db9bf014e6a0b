import { Effect, Layer } from "effect";
import { advertApiPath } from "../../../domain/advert.ts";
import type { Certificate, Genre, Language } from "../../../domain/lookups.ts";
import type { BannerMessage } from "../../../domain/message.ts";
import type { OtherApp } from "../../../domain/other-app.ts";
import type { StreamingService } from "../../../domain/streaming-service.ts";
import type { System } from "../../../domain/system.ts";
import { LookupsReadModel } from "../../../application/site/lookups-read-model.ts";
import { Database } from "../database-service.ts";
import { sqlRead } from "./sql-read.ts";

interface AdvertRow {
  readonly id: number;
  readonly name: string;
  readonly image_url: string | null;
  readonly link_url: string | null;
}

export const LookupsReadModelPostgres = Layer.effect(
  LookupsReadModel,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = sqlRead(orm);
    return LookupsReadModel.of({
      findLookups: Effect.gen(function* () {
        const [systems, streaming_services, genres, languages, certificates, banners, adverts] = yield* Effect.all(
          [
            read<System>("select id, name, long_name, logo from system order by id"),
            read<StreamingService>("select id, name, name_display, slug, logo, available from streaming_service order by name_display, id"),
            read<Genre>("select id, name, slug from genre order by name, id"),
            read<Language>("select id, name from language order by name, id"),
            read<Certificate>("select id, name, rank, coalesce(description, '') as description, logo from certificate order by rank, id"),
            read<BannerMessage>("select id, html as text from site_banner where active order by id"),
            read<AdvertRow>("select id, name, image_url, link_url from advert where active order by id"),
          ],
          { concurrency: 2 },
        );
        return {
          systems,
          streaming_services,
          genres,
          languages,
          certificates,
          banners,
          adverts: adverts.map((advert) => ({ ...advert, api: advertApiPath(advert.id) })),
        };
      }),
      findApps: read<OtherApp>("select name, url, description, icon from app order by ord, id"),
    });
  }),
);
