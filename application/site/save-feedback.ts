import { Effect } from "effect";
import { SiteInbox, type FeedbackEntry } from "./site-inbox.ts";

/** Stores a visitor's feedback; an empty email is treated as none. */
export const saveFeedback = (entry: FeedbackEntry, now: number) =>
  Effect.gen(function* () {
    const inbox = yield* SiteInbox;
    const email = entry.email === null || entry.email.trim() === "" ? null : entry.email.trim();
    yield* inbox.saveFeedback({ feedback: entry.feedback.trim(), category: entry.category, email }, now);
  });
