import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { Advert } from "../../../domain/advert.ts";
import { BasicInitialData } from "../../../domain/basic-initial-data.ts";
import { OtherApp } from "../../../domain/other-app.ts";
import { NoQuery } from "./no-query.ts";

/** An advert as the API sends it: the domain record and the path to POST to when it is viewed. */
export const AdvertWire = Schema.Struct({
  ...Advert.fields,
  api: Schema.String.annotate({ description: "Path to POST to when the advert is viewed" }),
});
export type AdvertWire = typeof AdvertWire.Type;

/** The basic initial data as the API and the pages send it: each advert with its view path. */
export const BasicInitialDataWire = Schema.Struct({ ...BasicInitialData.fields, adverts: Schema.Array(AdvertWire) });
export type BasicInitialDataWire = typeof BasicInitialDataWire.Type;

export const AppsPayload = Schema.Struct({ apps: Schema.Array(OtherApp) });
export type AppsPayload = typeof AppsPayload.Type;

export class LookupsApi extends HttpApiGroup.make("lookups", { topLevel: true })
  .add(
    HttpApiEndpoint.get("basicInitialData", "/basic-initial-data/", { query: NoQuery, success: BasicInitialDataWire }),
    HttpApiEndpoint.get("apps", "/apps/", { query: NoQuery, success: AppsPayload }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Lookups", description: "Reference data for the first paint and the other apps" })) {}
