import { Effect } from "effect";
import { makeInMemoryData } from "../fakes/in-memory-data.ts";
import { inMemoryPorts } from "../fakes/in-memory-ports.ts";
import { watchHistoryStoreContract } from "./contracts/watch-history-store-contract.ts";

watchHistoryStoreContract({
  name: "the in-memory fakes",
  open: async (catalogue, imdbCatalogue) => {
    const data = makeInMemoryData(catalogue);
    data.imdbCatalogue.push(...imdbCatalogue);
    const layer = inMemoryPorts(data);
    return { run: (effect) => Effect.runPromise(Effect.provide(effect, layer)), close: async () => {} };
  },
});
