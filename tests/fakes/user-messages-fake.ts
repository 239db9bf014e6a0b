import { Effect, Layer } from "effect";
import { UserMessages } from "../../application/personal/user-messages.ts";
import type { Message } from "../../domain/message.ts";
import { nextId, type InMemoryData } from "./in-memory-data.ts";

export const userMessagesFake = (data: InMemoryData) =>
  Layer.succeed(
    UserMessages,
    UserMessages.of({
      latest: (userId, limit) =>
        Effect.sync(() =>
          data.messages
            .filter((message) => message.userId === userId)
            .sort((a, b) => b.date - a.date || b.id - a.id)
            .slice(0, limit)
            .map(({ userId: _owner, ...message }): Message => message),
        ),
      add: (userId, message) =>
        Effect.sync(() => {
          const stored: Message = { id: nextId(data), date: message.createdAt, text: message.text, read: false, kind: message.kind, slug: message.slug };
          data.messages.push({ ...stored, userId });
          return stored;
        }),
      markAllRead: (userId) =>
        Effect.sync(() => {
          data.messages.forEach((message, index) => {
            if (message.userId === userId) data.messages[index] = { ...message, read: true };
          });
        }),
    }),
  );
