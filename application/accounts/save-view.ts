import { Effect } from "effect";
import type { View } from "../../domain/view.ts";
import { AccountRepository } from "./account-repository.ts";

export const saveView = Effect.fn("saveView")(function* (userId: number, view: View) {
  yield* (yield* AccountRepository).saveView(userId, view);
});
