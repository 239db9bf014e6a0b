import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, connectDatabase, openDatabase } from "../../../adapters/persistence/database.ts";
import { migrationList } from "../../../adapters/persistence/migrations/migration-list.ts";
import { backends } from "./database-backends.ts";

describe.each(backends())("migrations on $name", (backend) => {
  afterAll(() => backend.dispose());

  it("migrates an empty database to the latest version and finds nothing to do on the next start", async () => {
    const options = await backend.freshDatabase();
    const first = await connectDatabase(options);
    try {
      expect(await first.migrator.getPending()).toHaveLength(migrationList.length);
      const applied = await first.migrator.up();
      expect(applied).toHaveLength(migrationList.length);
      expect(await first.migrator.up()).toEqual([]);
    } finally {
      await closeDatabase(first);
    }

    const restarted = await openDatabase(options);
    try {
      expect(await restarted.migrator.getPending()).toEqual([]);
      expect(await restarted.migrator.getExecuted()).toHaveLength(migrationList.length);
    } finally {
      await closeDatabase(restarted);
    }
  });

  it("gives the titles a database already holds a short synopsis made from their synopsis, keeping one written by hand", async () => {
    const options = await backend.freshDatabase();
    const orm = await connectDatabase(options);
    try {
      await orm.migrator.up({ to: "Migration20261127073947_drop_show_source_index" });
      const long =
        "A young Peruvian bear travels to London in search of a home. Finding himself lost and alone at Paddington Station, he meets the kindly Brown family, who offer him a temporary haven.";
      await orm.em.getConnection().execute(
        `insert into title (kind, imdb, slug, title, match_key, synopsis, synopsis_short) values
           ('film', 'tt1', 'paddington-2014', 'Paddington', 'paddington', ?, null),
           ('film', 'tt2', 'local-hero-1983', 'Local Hero', 'local hero', 'An oilman is sent to Scotland.', 'Written by hand.'),
           ('film', 'tt3', 'brazil-1985', 'Brazil', 'brazil', null, null)`,
        [long],
      );
      await orm.migrator.up();
      const rows = await orm.em
        .getConnection()
        .execute<Array<{ imdb: string; short: string | null }>>("select imdb, synopsis_short as short from title order by imdb");
      expect(rows).toEqual([
        { imdb: "tt1", short: "A young Peruvian bear travels to London in search of a home." },
        { imdb: "tt2", short: "Written by hand." },
        { imdb: "tt3", short: null },
      ]);
    } finally {
      await closeDatabase(orm);
    }
  });

  it.runIf(backend.name === "postgresql")("lets several app processes migrate the same empty database at once", async () => {
    const options = await backend.freshDatabase();
    const orms = await Promise.all([openDatabase(options), openDatabase(options), openDatabase(options)]);
    try {
      const [first] = orms;
      expect(await first?.migrator.getExecuted()).toHaveLength(migrationList.length);
    } finally {
      await Promise.all(orms.map((orm) => closeDatabase(orm)));
    }
  });

  it("leaves no difference between the migrated schema and the entity definitions", async () => {
    const orm = await backend.open();
    const pendingSql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(pendingSql.trim()).toBe("");
  });

  it("needs no new migration for the current entity definitions", async () => {
    const orm = await backend.open();
    expect(await orm.migrator.checkSchema()).toBe(false);
  });

  it("provides accent- and case-insensitive trigram search keys", async () => {
    const orm = await backend.open();
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ key: string; close: boolean }>>("select search_key('Amélie POULAIN') as key, search_key('Amelie') % search_key('amélie') as close");
    expect(rows).toEqual([{ key: "amelie poulain", close: true }]);
  });
});
