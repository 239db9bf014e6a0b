import { closeDatabase, openDatabase } from "./database.ts";

// Developer tool: `node adapters/persistence/create-migration.ts <name>` writes a migration for the entity changes.
const name = process.argv[2];
if (name === undefined || !/^[a-z0-9-]+$/.test(name)) {
  console.error("usage: node adapters/persistence/create-migration.ts <kebab-case-name>");
  process.exit(2);
}
const orm = await openDatabase({ dataDir: "memory://" });
try {
  const result = await orm.migrator.create(undefined, false, false, name);
  if (result.fileName === "") {
    console.log("No schema changes: nothing written.");
  } else {
    console.log(`Wrote migrations/${result.fileName}; add its class to migrations/migration-list.ts.`);
  }
} finally {
  await closeDatabase(orm);
}
