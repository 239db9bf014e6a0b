import { Effect, Layer } from "effect";
import { inMemoryPorts } from "../fakes/in-memory-ports.ts";
import { makeInMemoryData } from "../fakes/in-memory-data.ts";
import { premiumLedgerFake, premiumStateOf } from "../fakes/premium-ledger-fake.ts";
import { premiumLedgerContract } from "./contracts/premium-ledger-contract.ts";

premiumLedgerContract({
  name: "the in-memory fakes",
  open: async () => {
    const data = makeInMemoryData();
    const layer = Layer.merge(inMemoryPorts(data), premiumLedgerFake(data, premiumStateOf()));
    return { run: (effect) => Effect.runPromise(Effect.provide(effect, layer)), close: async () => {} };
  },
});
