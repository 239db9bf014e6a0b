import { Schema } from "effect";
import { EMAIL_MAX_LENGTH, Text } from "../../../domain/text.ts";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { canSendFeedback, FeedbackCategory } from "../../../domain/feedback.ts";
import { INVALID_EMAIL, isValidEmail } from "../../../domain/validation.ts";
import { Acknowledged } from "./acknowledged.ts";
import { NotFoundProblem, TooManyRequestsProblem } from "./problems.ts";

export const FEEDBACK_MAX_LENGTH = 5000;

export const FeedbackRequest = Schema.Struct({
  feedback: Text(FEEDBACK_MAX_LENGTH).check(Schema.makeFilter((text: string) => canSendFeedback(text) || "Feedback text is required")),
  category: FeedbackCategory,
  email: Schema.optionalKey(
    Text(EMAIL_MAX_LENGTH).check(Schema.makeFilter((email: string) => email.trim() === "" || isValidEmail(email.trim()) || INVALID_EMAIL)),
  ),
});
export type FeedbackRequest = typeof FeedbackRequest.Type;

export const ClientErrorReport = Schema.Struct({
  url: Text(2000),
  method: Text(16),
  errorMsg: Text(5000),
});
export type ClientErrorReport = typeof ClientErrorReport.Type;

export class FeedbackApi extends HttpApiGroup.make("feedback", { topLevel: true })
  .add(
    HttpApiEndpoint.post("saveFeedback", "/save-feedback/", { payload: FeedbackRequest, success: Acknowledged }),
    HttpApiEndpoint.post("logError", "/log-error/", { payload: ClientErrorReport, success: Acknowledged, error: TooManyRequestsProblem }),
    HttpApiEndpoint.post("advertViewed", "/advert/:id/", {
      params: { id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) },
      success: Acknowledged,
      error: NotFoundProblem,
    }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Feedback", description: "Feedback, browser error reports and advert views" })) {}
