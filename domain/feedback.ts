import { Schema } from "effect";

export const FEEDBACK_CATEGORIES = ["SG", "BG", "OT"] as const;

export const FeedbackCategory = Schema.Literals(FEEDBACK_CATEGORIES);
export type FeedbackCategory = typeof FeedbackCategory.Type;

export const FEEDBACK_CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  SG: "suggestion",
  BG: "report issue",
  OT: "other",
};

export const Feedback = Schema.Struct({
  feedback: Schema.String,
  category: FeedbackCategory,
  email: Schema.optionalKey(Schema.String),
});
export type Feedback = typeof Feedback.Type;

export const FEEDBACK_THANKS = "Thanks for your feedback";
export const FEEDBACK_CLOSE_DELAY_MS = 500;

export const canSendFeedback = (text: string): boolean => text.trim().length > 0;
