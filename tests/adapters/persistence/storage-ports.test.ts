import { storagePortsContract } from "../../application/contracts/storage-ports-contract.ts";
import { insertCatalogueFixture } from "./catalogue-fixture-sql.ts";
import { backends } from "./database-backends.ts";
import { personalDataStorage } from "./personal-data-storage.ts";

for (const backend of backends()) {
  storagePortsContract({
    name: `MikroORM on ${backend.name}`,
    propertyRuns: 30,
    open: async (catalogue) => {
      const orm = await backend.open();
      await insertCatalogueFixture(orm, catalogue);
      return personalDataStorage(backend, orm);
    },
  });
}
