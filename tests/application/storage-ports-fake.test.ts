import { Effect } from "effect";
import { inMemoryPorts } from "../fakes/in-memory-ports.ts";
import { makeInMemoryData } from "../fakes/in-memory-data.ts";
import { storagePortsContract } from "./contracts/storage-ports-contract.ts";

storagePortsContract({
  name: "the in-memory fakes",
  propertyRuns: 200,
  open: async (catalogue) => {
    const layer = inMemoryPorts(makeInMemoryData(catalogue));
    return { run: (effect) => Effect.runPromise(Effect.provide(effect, layer)), close: async () => {} };
  },
});
