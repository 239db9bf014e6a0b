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
