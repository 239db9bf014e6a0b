import { Clock, Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { listApps } from "../../../application/site/list-apps.ts";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { Api } from "../contract/api.ts";
import { AppsPayload } from "../contract/lookups-api.ts";
import { basicInitialData } from "../basic-initial-data-json.ts";
import { cachedPublicJson } from "../public-json.ts";

export const LookupsHandlers = HttpApiBuilder.group(Api, "lookups", (handlers) =>
  Effect.succeed(
    handlers
      .handle("basicInitialData", () =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          const { json } = yield* basicInitialData(now, LONDON);
          // Carries the server time, so it is never served from a cache.
          return HttpServerResponse.text(json, { contentType: "application/json; charset=utf-8", headers: { "cache-control": "no-cache" } });
        }),
      )
      .handle("apps", () => cachedPublicJson("apps", AppsPayload, listApps)),
  ),
);
