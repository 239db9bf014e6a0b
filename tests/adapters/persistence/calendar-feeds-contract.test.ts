import { calendarFeedsContract } from "../../application/contracts/calendar-feeds-contract.ts";
import { insertCatalogueFixture } from "./catalogue-fixture-sql.ts";
import { backends } from "./database-backends.ts";
import { personalDataStorage } from "./personal-data-storage.ts";

for (const backend of backends()) {
  calendarFeedsContract({
    name: `MikroORM on ${backend.name}`,
    open: async (catalogue) => {
      const orm = await backend.open();
      await insertCatalogueFixture(orm, catalogue);
      return personalDataStorage(backend, orm);
    },
  });
}
