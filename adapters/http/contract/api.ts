import { HttpApi, HttpApiMiddleware, OpenApi } from "effect/http-api";
import { SystemApi } from "./system-api.ts";

export class Api extends HttpApi.make("tellyfilms")
  .add(SystemApi)
  .prefix("/api")
  .middleware(HttpApiMiddleware.ProblemDetails)
  .annotate(HttpApi.ParseOptions, { errors: "all", onExcessProperty: "error" })
  .annotate(HttpApi.HeadersParseOptions, {})
  .annotateMerge(OpenApi.annotations({ title: "TellyFilms API" })) {}
