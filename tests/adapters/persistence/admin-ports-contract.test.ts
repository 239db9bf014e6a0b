import { Layer, ManagedRuntime } from "effect";
import { Database, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import { AdminAccountsPostgres } from "../../../adapters/persistence/repositories/admin-accounts-postgres.ts";
import { AuditLogPostgres } from "../../../adapters/persistence/repositories/admin-audit-log-postgres.ts";
import { AdminCataloguePostgres } from "../../../adapters/persistence/repositories/admin-catalogue-postgres.ts";
import { TitleViewsPostgres } from "../../../adapters/persistence/repositories/admin-title-views-postgres.ts";
import { adminPortsContract } from "../../application/contracts/admin-ports-contract.ts";
import { adminWorld } from "../../application/contracts/admin-world.ts";
import { writeAdminWorld } from "./admin-world-writer.ts";
import { backends } from "./database-backends.ts";

for (const backend of backends()) {
  adminPortsContract({
    name: `MikroORM on ${backend.name}`,
    open: async () => {
      const orm = await backend.open();
      await writeAdminWorld(orm, adminWorld);
      const layer = Layer.mergeAll(AdminAccountsPostgres, AdminCataloguePostgres, AuditLogPostgres, TitleViewsPostgres({ flushAfterMs: 60_000 })).pipe(
        Layer.provide(Layer.succeed(Database, makeDatabase(orm, backend.name))),
      );
      const runtime = ManagedRuntime.make(layer);
      return {
        run: (effect) => runtime.runPromise(effect),
        userIdOf: (email) => adminWorld.accounts.findIndex((account) => account.email.toLowerCase() === email.toLowerCase()) + 1,
        close: async () => {
          await runtime.dispose();
          await backend.dispose();
        },
      };
    },
  });
}
