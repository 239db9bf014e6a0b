import { HttpApi, HttpApiMiddleware, OpenApi } from "effect/http-api";
import { fillPath } from "./path-params.ts";
import { AccountDeletionApi, AccountsApi } from "./accounts-api.ts";
import { AdminApi } from "./admin-api.ts";
import { FeedbackApi } from "./feedback-api.ts";
import { ListingsApi } from "./listings-api.ts";
import { LookupsApi } from "./lookups-api.ts";
import { PeopleApi } from "./people-api.ts";
import { PersonalApi } from "./personal-api.ts";
import { PremiumApi } from "./premium-api.ts";
import { SystemApi } from "./system-api.ts";
import { TitlesApi } from "./titles-api.ts";

/** Where every endpoint of the API lives (`/api/shows/`); anything else on the site is a page or a file. */
export const API_PREFIX = "/api";

export class Api extends HttpApi.make("tellyfilms")
  .add(SystemApi)
  .add(ListingsApi)
  .add(TitlesApi)
  .add(PeopleApi)
  .add(LookupsApi)
  .add(FeedbackApi)
  .add(AccountsApi)
  .add(AccountDeletionApi)
  .add(PersonalApi)
  .add(PremiumApi)
  .add(AdminApi)
  .prefix(API_PREFIX)
  .middleware(HttpApiMiddleware.ProblemDetails)
  .annotate(HttpApi.ParseOptions, { errors: "all", onExcessProperty: "error" })
  .annotate(HttpApi.HeadersParseOptions, {})
  .annotateMerge(OpenApi.annotations({ title: "TellyFilms API" })) {}

/** The address a page POSTs to when it shows an advert (the basic data's `advert.api`), read from the contract's endpoint. */
export const advertApiPath = (id: number): string => fillPath(Api.groups.feedback.endpoints.advertViewed.path, () => id);
