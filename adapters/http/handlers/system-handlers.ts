import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../contract/api.ts";

export const SystemHandlers = HttpApiBuilder.group(Api, "system", (handlers) =>
  Effect.succeed(handlers.handle("serverTime", () => Effect.map(Clock.currentTimeMillis, (serverTime) => ({ serverTime })))),
);
