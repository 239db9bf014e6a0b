import { Effect, Layer, Schema } from "effect";
import { sql, type RawBuilder } from "kysely";
import { Advert } from "../../../domain/advert.ts";
import { Certificate, Genre, Language } from "../../../domain/lookups.ts";
import { BannerMessage } from "../../../domain/message.ts";
import { OtherApp } from "../../../domain/other-app.ts";
import { StreamingService } from "../../../domain/streaming-service.ts";
import { System } from "../../../domain/system.ts";
import { LookupsReadModel } from "../../../application/site/lookups-read-model.ts";
import { Database } from "../database-service.ts";
import { decodedRows } from "./sql-statement.ts";

export const LookupsReadModelPostgres = Layer.effect(
  LookupsReadModel,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, statement: RawBuilder<unknown>) =>
      decodedRows(orm, schema, statement);
    return LookupsReadModel.of({
      findLookups: Effect.gen(function* () {
        const [systems, streaming_services, genres, languages, certificates, banners, adverts] = yield* Effect.all(
          [
            read(System, sql`select id, name, long_name, logo from system order by id`),
            read(StreamingService, sql`select id, name, name_display, slug, logo, available from streaming_service order by name_display, id`),
            read(Genre, sql`select id, name, slug from genre order by name, id`),
            read(Language, sql`select id, name from language order by name, id`),
            read(Certificate, sql`select id, name, rank, coalesce(description, '') as description, logo from certificate order by rank, id`),
            read(BannerMessage, sql`select id, html as text from site_banner where active order by id`),
            read(Advert, sql`select id, name, image_url, link_url from advert where active order by id`),
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
          adverts,
        };
      }),
      findApps: read(OtherApp, sql`select name, url, description, icon from app order by ord, id`),
    });
  }),
);
