import { Effect, Layer } from "effect";
import { alertScheduleOf, filmAlertsFake } from "../fakes/film-alerts-fake.ts";
import { inMemoryPorts } from "../fakes/in-memory-ports.ts";
import { makeInMemoryData } from "../fakes/in-memory-data.ts";
import { filmAlertsContract } from "./contracts/film-alerts-contract.ts";

filmAlertsContract({
  name: "the in-memory fakes",
  open: async (catalogue) => {
    const data = makeInMemoryData(catalogue);
    const schedule = alertScheduleOf(data);
    const layer = Layer.merge(inMemoryPorts(data), filmAlertsFake(data, schedule));
    return {
      run: (effect) => Effect.runPromise(Effect.provide(effect, layer)),
      addBroadcast: async (tconst, at, channelIds) => {
        schedule.shows.push({ tconst, time: at, channelIds, service: null, link: null });
      },
      addStreaming: async (tconst, service, at) => {
        schedule.shows.push({ tconst, time: at, channelIds: [], service: { ...service, available: true }, link: `https://stream.example/${tconst}` });
      },
      removeShows: async (tconst) => {
        schedule.shows = schedule.shows.filter((show) => show.tconst !== tconst);
      },
      close: async () => {},
    };
  },
});
