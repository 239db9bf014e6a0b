import { Context, type Effect } from "effect";
import type { Message, MessageKind } from "../../domain/message.ts";

export interface NewMessage {
  readonly text: string;
  readonly kind: MessageKind;
  readonly slug: string | null;
  readonly createdAt: number;
}

export interface UserMessagesShape {
  /** Newest first. */
  readonly latest: (userId: number, limit: number) => Effect.Effect<ReadonlyArray<Message>>;
  readonly add: (userId: number, message: NewMessage) => Effect.Effect<Message>;
  readonly markAllRead: (userId: number) => Effect.Effect<void>;
}

export class UserMessages extends Context.Service<UserMessages, UserMessagesShape>()("tellyfilms/application/UserMessages") {}
