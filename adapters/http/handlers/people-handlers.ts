import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { getPersonPage } from "../../../application/catalogue/get-person-page.ts";
import { PersonPage, type CreditRole } from "../../../domain/person-page.ts";
import { Api } from "../contract/api.ts";
import { NotFoundProblem } from "../contract/problems.ts";
import { cachedPublicJson } from "../public-json.ts";

const personPage = (role: CreditRole, slug: string) =>
  cachedPublicJson(`${role}:${slug}`, PersonPage, getPersonPage(role, slug)).pipe(
    Effect.catchTag("PersonNotFound", () => Effect.fail(new NotFoundProblem({ detail: `Invalid ${role} page (404 Not Found)` }))),
  );

export const PeopleHandlers = HttpApiBuilder.group(Api, "people", (handlers) =>
  Effect.succeed(
    handlers.handle("star", ({ params }) => personPage("star", params.slug)).handle("director", ({ params }) => personPage("director", params.slug)),
  ),
);
