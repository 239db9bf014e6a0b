import { Layer, ManagedRuntime } from "effect";
import { makeDatabase, Database } from "../../../adapters/persistence/database-service.ts";
import { PersonalDataPostgres } from "../../../adapters/persistence/repositories/personal-data-postgres.ts";
import { PremiumLedgerPostgres } from "../../../adapters/persistence/repositories/premium-ledger-postgres.ts";
import { premiumLedgerContract } from "../../application/contracts/premium-ledger-contract.ts";
import { backends } from "./database-backends.ts";

for (const backend of backends()) {
  premiumLedgerContract({
    name: `MikroORM on ${backend.name}`,
    open: async () => {
      const orm = await backend.open();
      const runtime = ManagedRuntime.make(
        Layer.merge(PersonalDataPostgres, PremiumLedgerPostgres).pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, backend.name)))),
      );
      return {
        run: (effect) => runtime.runPromise(effect),
        close: async () => {
          await runtime.dispose();
          await backend.dispose();
        },
      };
    },
  });
}
