import { Schema } from "effect";
import { readStored, writeStored } from "../../app/browser-storage.ts";

export const HIDDEN_MESSAGES_KEY = "hiddenMessages";

const HiddenIds = Schema.Array(Schema.Int);

export const readHiddenMessages = (): ReadonlyArray<number> => {
  const stored = readStored(HIDDEN_MESSAGES_KEY);
  return Schema.is(HiddenIds)(stored) ? stored : [];
};

export const hideMessage = (id: number): ReadonlyArray<number> => {
  const hidden = readHiddenMessages();
  const next = hidden.includes(id) ? hidden : [...hidden, id];
  writeStored(HIDDEN_MESSAGES_KEY, next);
  return next;
};
