import { Effect } from "effect";
import { MESSAGES_PAGE_SIZE } from "../../domain/message.ts";
import { UserMessages } from "./user-messages.ts";

export const markMessagesRead = Effect.fn("markMessagesRead")(function* (userId: number) {
  const messages = yield* UserMessages;
  yield* messages.markAllRead(userId);
  return yield* messages.latest(userId, MESSAGES_PAGE_SIZE);
});
