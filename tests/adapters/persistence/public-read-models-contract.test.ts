import { titleMatchKey } from "../../../domain/title-match.ts";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, describe } from "vitest";
import { DataVersion } from "../../../application/listings/data-version.ts";
import { FilmSearchIndex } from "../../../application/catalogue/film-search-index.ts";
import { TitleReadModel } from "../../../application/catalogue/title-read-model.ts";
import { ListingReadModel } from "../../../application/listings/listing-read-model.ts";
import { LookupsReadModel } from "../../../application/site/lookups-read-model.ts";
import { RequestQuota } from "../../../application/site/request-quota.ts";
import { SiteInbox } from "../../../application/site/site-inbox.ts";
import { Database, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import { DataVersionPostgres } from "../../../adapters/persistence/repositories/data-version-postgres.ts";
import { FilmSearchIndexPostgres } from "../../../adapters/persistence/repositories/film-search-index-postgres.ts";
import { ListingReadModelPostgres } from "../../../adapters/persistence/repositories/listing-read-model-postgres.ts";
import { TitleReadModelPostgres } from "../../../adapters/persistence/repositories/title-read-model-postgres.ts";
import { LookupsReadModelPostgres } from "../../../adapters/persistence/repositories/lookups-read-model-postgres.ts";
import { RequestQuotaPostgres } from "../../../adapters/persistence/repositories/request-quota-postgres.ts";
import { SiteInboxPostgres } from "../../../adapters/persistence/repositories/site-inbox-postgres.ts";
import { publicReadModelsContract, type PublicReadModelsHarness } from "../../application/contracts/public-read-models-contract.ts";
import { sampleWorld } from "../../application/contracts/catalogue-world.ts";
import { publicReadModelsFake } from "../../fakes/public-read-models-fake.ts";
import { readInbox, writeCatalogueWorld } from "./catalogue-world-writer.ts";
import { backends } from "./database-backends.ts";

describe("the public read models contract on the in-memory fakes", () => {
  const fake = publicReadModelsFake(sampleWorld);
  publicReadModelsContract(() => fake);
});

describe.each(backends())("the public read models contract on $name", (backend) => {
  let harness: PublicReadModelsHarness | undefined;
  beforeAll(async () => {
    const orm = await backend.open();
    await writeCatalogueWorld(orm, sampleWorld);
    const layer = Layer.mergeAll(
      ListingReadModelPostgres,
      LookupsReadModelPostgres,
      TitleReadModelPostgres,
      FilmSearchIndexPostgres,
      SiteInboxPostgres,
      RequestQuotaPostgres,
      DataVersionPostgres({ maxAgeMs: 0 }),
    ).pipe(Layer.provide(Layer.succeed(Database)(makeDatabase(orm, backend.name))));
    const services = await Effect.runPromise(
      Effect.gen(function* () {
        return {
          listings: yield* ListingReadModel,
          lookups: yield* LookupsReadModel,
          titles: yield* TitleReadModel,
          search: yield* FilmSearchIndex,
          inbox: yield* SiteInbox,
          quota: yield* RequestQuota,
          dataVersion: yield* DataVersion,
        };
      }).pipe(Effect.provide(layer)),
    );
    harness = {
      ...services,
      renameTitle: async (slug, title) => {
        await orm.em.getConnection().execute("update title set title = ?, match_key = ? where slug = ?", [title, titleMatchKey(title), slug]);
      },
      readInbox: () => readInbox(orm),
    };
  });
  afterAll(() => backend.dispose());
  publicReadModelsContract(() => {
    if (harness === undefined) throw new Error("the database is not open yet");
    return harness;
  });
});
