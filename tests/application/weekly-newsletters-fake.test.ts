import { Effect, Layer } from "effect";
import { inMemoryPorts } from "../fakes/in-memory-ports.ts";
import { makeInMemoryData, slugOf } from "../fakes/in-memory-data.ts";
import { newsletterStateOf, weeklyNewslettersFake } from "../fakes/weekly-newsletters-fake.ts";
import { weeklyNewslettersContract } from "./contracts/weekly-newsletters-contract.ts";

weeklyNewslettersContract({
  name: "the in-memory fakes",
  open: async (catalogue) => {
    const data = makeInMemoryData(catalogue);
    const state = newsletterStateOf();
    const layer = Layer.merge(inMemoryPorts(data), weeklyNewslettersFake(data, state));
    return {
      run: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
      addPremiere: async (tconst, at, channelId, systemIds) => {
        const title = data.titles.get(tconst);
        const channel = catalogue.channels.find((item) => item.id === channelId);
        if (title === undefined || channel === undefined) throw new Error("unknown title or channel");
        for (const systemId of systemIds) {
          state.premieres.push({
            tconst,
            title: title.title,
            year: title.year,
            slug: slugOf(title),
            kind: title.kind,
            time: at,
            channelId,
            channelName: channel.name,
            systemId,
          });
        }
      },
      close: async () => {},
    };
  },
});
