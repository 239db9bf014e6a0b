import { Effect } from "effect";
import { makeInMemoryData } from "../fakes/in-memory-data.ts";
import { inMemoryPorts } from "../fakes/in-memory-ports.ts";
import { calendarFeedsContract } from "./contracts/calendar-feeds-contract.ts";

calendarFeedsContract({
  name: "the in-memory fakes",
  open: async (catalogue) => {
    const data = makeInMemoryData(catalogue);
    const layer = inMemoryPorts(data);
    return { run: (effect) => Effect.runPromise(Effect.provide(effect, layer)), close: async () => {} };
  },
});
