import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { BasicInitialData } from "../../../domain/basic-initial-data.ts";
import { OtherApp } from "../../../domain/other-app.ts";
import { NoQuery } from "./no-query.ts";

export const AppsPayload = Schema.Struct({ apps: Schema.Array(OtherApp) });
export type AppsPayload = typeof AppsPayload.Type;

export class LookupsApi extends HttpApiGroup.make("lookups", { topLevel: true })
  .add(
    HttpApiEndpoint.get("basicInitialData", "/basic-initial-data/", { query: NoQuery, success: BasicInitialData }),
    HttpApiEndpoint.get("apps", "/apps/", { query: NoQuery, success: AppsPayload }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Lookups", description: "Reference data for the first paint and the other apps" })) {}
