import { Effect } from "effect";
import { adminPortsFake } from "../../fakes/admin-ports-fake.ts";
import { adminPortsContract } from "../contracts/admin-ports-contract.ts";
import { adminWorld } from "../contracts/admin-world.ts";

adminPortsContract({
  name: "the in-memory fakes",
  open: async () => {
    const fake = adminPortsFake(adminWorld);
    return { run: (effect) => Effect.runPromise(Effect.provide(effect, fake.layer)), userIdOf: fake.userIdOf, close: async () => {} };
  },
});
