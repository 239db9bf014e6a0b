import { Schema } from "effect";
import { HttpApiError } from "effect/http-api";

// RFC 9457 problems the public API answers with; every one carries a human-readable `detail`.

export class NotFoundProblem extends HttpApiError.Problem<NotFoundProblem>()("NotFoundProblem", {
  type: "urn:tellyfilms:problem:not-found",
  status: 404,
  title: "Not Found",
}) {}

export class InvalidYearProblem extends HttpApiError.Problem<InvalidYearProblem>()("InvalidYearProblem", {
  type: "urn:tellyfilms:problem:invalid-year",
  status: 400,
  title: "Invalid year",
}) {}

export class TooManyRequestsProblem extends HttpApiError.Problem<TooManyRequestsProblem>()("TooManyRequestsProblem", {
  type: "urn:tellyfilms:problem:too-many-requests",
  status: 429,
  title: "Too Many Requests",
}) {}

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** What a client reads from any refusal: the problem's `detail`, and the input it belongs under when there is one. */
export const RefusalProblem = Schema.Struct({
  type: Schema.String,
  status: Schema.Int,
  detail: Schema.String,
  field: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type RefusalProblem = typeof RefusalProblem.Type;
