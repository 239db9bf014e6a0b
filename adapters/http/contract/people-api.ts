import { Slug } from "../../../domain/text.ts";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { PersonPage } from "../../../domain/person-page.ts";
import { NotFoundProblem } from "./problems.ts";
import { NoQuery } from "./no-query.ts";

const SlugParams = { slug: Slug };

export class PeopleApi extends HttpApiGroup.make("people", { topLevel: true })
  .add(
    HttpApiEndpoint.get("star", "/star/:slug/", { params: SlugParams, query: NoQuery, success: PersonPage, error: NotFoundProblem }),
    HttpApiEndpoint.get("director", "/director/:slug/", { params: SlugParams, query: NoQuery, success: PersonPage, error: NotFoundProblem }),
  )
  .annotateMerge(OpenApi.annotations({ title: "People", description: "Star and director pages" })) {}
