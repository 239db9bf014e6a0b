import { Effect } from "effect";
import { BELL_MESSAGES, MESSAGES_PAGE_SIZE } from "../../domain/message.ts";
import { UserMessages } from "./user-messages.ts";

/** The latest 10 messages for the bell, or the last 100. */
export const readMessages = Effect.fn("readMessages")(function* (userId: number, latestOnly: boolean) {
  return yield* (yield* UserMessages).latest(userId, latestOnly ? BELL_MESSAGES : MESSAGES_PAGE_SIZE);
});
