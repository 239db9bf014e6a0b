import { Effect } from "effect";
import type { Filters } from "../../domain/filters.ts";
import { AccountRepository } from "./account-repository.ts";

export const saveFilters = Effect.fn("saveFilters")(function* (userId: number, filters: Filters) {
  yield* (yield* AccountRepository).saveFilters(userId, filters);
});
