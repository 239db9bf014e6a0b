import { titleMatchKey } from "../../../domain/title-match.ts";
import { afterAll, beforeAll, describe } from "vitest";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeFilmEnrichmentStorePostgres } from "../../../adapters/persistence/film-enrichment-store-postgres.ts";
import { filmEnrichmentStoreContract, type FilmEnrichmentHarness } from "../../application/contracts/film-enrichment-store-contract.ts";
import { backends } from "./database-backends.ts";

const postgresHarness = (orm: Database): FilmEnrichmentHarness => {
  const execute = (sql: string, params: Array<unknown> = []) => orm.em.getConnection().execute<Array<{ id: number }>>(sql, params);
  return {
    store: makeFilmEnrichmentStorePostgres(orm),
    reset: async () => {
      await execute("truncate title, admin_audit restart identity cascade");
    },
    seedFilm: async (imdb, slug, enrichedAt) =>
      (
        await execute("insert into title (kind, imdb, slug, title, match_key, enriched_at) values ('film', ?, ?, ?, ?, ?) returning id", [
          imdb,
          slug,
          slug,
          titleMatchKey(slug),
          enrichedAt === null ? null : new Date(enrichedAt),
        ])
      )[0]?.id ?? 0,
    seedAdminEdit: async (imdb, field, action) => {
      await execute(
        "insert into admin_audit (at, actor, action, target, before, after) values (clock_timestamp(), 'admin@example.com', ?, ?, '{}', ?::jsonb)",
        [action, `film ${imdb}`, JSON.stringify({ [field]: "x" })],
      );
    },
  };
};

describe.each(backends())("the film enrichment store contract on $name", (backend) => {
  let harness: FilmEnrichmentHarness | undefined;
  beforeAll(async () => {
    harness = postgresHarness(await backend.open());
  });
  afterAll(() => backend.dispose());
  filmEnrichmentStoreContract(() => {
    if (harness === undefined) throw new Error("the database is not open yet");
    return harness;
  });
});
