import { titleMatchKey } from "../../../domain/title-match.ts";
import { afterAll, beforeAll, describe } from "vitest";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeStreamingCatalogueStorePostgres } from "../../../adapters/persistence/streaming-catalogue-store-postgres.ts";
import { streamingCatalogueStoreContract, type StreamingCatalogueHarness } from "../../application/contracts/streaming-catalogue-store-contract.ts";
import { backends } from "./database-backends.ts";

const postgresHarness = (orm: Database): StreamingCatalogueHarness => {
  const execute = <Row = { id: number }>(sql: string, params: Array<unknown> = []) => orm.em.getConnection().execute<Array<Row>>(sql, params);
  return {
    store: makeStreamingCatalogueStorePostgres(orm),
    reset: async () => {
      await execute("truncate show, title, streaming_service restart identity cascade");
    },
    seedService: async (slug, nameDisplay) =>
      (await execute("insert into streaming_service (name, name_display, slug) values (?, ?, ?) returning id", [slug, nameDisplay, slug]))[0]?.id ?? 0,
    seedFilm: async (imdb, title, year) =>
      (
        await execute("insert into title (kind, imdb, slug, title, match_key, year) values ('film', ?, ?, ?, ?, ?) returning id", [
          imdb,
          imdb,
          title,
          titleMatchKey(title),
          year,
        ])
      )[0]?.id ?? 0,
    seedOffer: async (offer) => {
      await execute("insert into show (title_id, time, streaming_service_id, link, availability, source) values (?, ?, ?, ?, ?, ?)", [
        offer.titleId,
        new Date(offer.from),
        offer.serviceId,
        offer.link,
        offer.availability,
        offer.source,
      ]);
    },
    offers: async () =>
      (
        await execute<{ serviceId: number; titleId: number; time: Date; link: string | null; availability: string | null; source: string }>(
          'select streaming_service_id as "serviceId", title_id as "titleId", time, link, availability, source from show',
        )
      ).map(({ time, ...offer }) => ({ ...offer, from: new Date(time).getTime() })),
    titles: async () => execute<{ imdb: string; title: string; verified: boolean }>("select imdb, title, verified from title order by id"),
  };
};

describe.each(backends())("the streaming catalogue store contract on $name", (backend) => {
  let harness: StreamingCatalogueHarness | undefined;
  beforeAll(async () => {
    harness = postgresHarness(await backend.open());
  });
  afterAll(() => backend.dispose());
  streamingCatalogueStoreContract(() => {
    if (harness === undefined) throw new Error("the database is not open yet");
    return harness;
  });
});
