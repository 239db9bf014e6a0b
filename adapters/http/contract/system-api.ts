import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { NoQuery } from "./no-query.ts";

export const ServerTime = Schema.Struct({
  serverTime: Schema.Number.annotate({ description: "Current server time, UTC epoch milliseconds" }),
});
export type ServerTime = typeof ServerTime.Type;

export class SystemApi extends HttpApiGroup.make("system", { topLevel: true }).add(
  HttpApiEndpoint.get("serverTime", "/server-time/", { query: NoQuery, success: ServerTime }),
) {}
