import { Effect, Option } from "effect";
import type { ChannelSource } from "../../domain/channel-source.ts";
import { AccountRepository } from "./account-repository.ts";
import { savedFilters } from "./saved-filters.ts";

/** Changes only the channel source of the saved filters, starting from the defaults when none are saved yet. */
export const saveSystem = Effect.fn("saveSystem")(function* (userId: number, system: ChannelSource) {
  const accounts = yield* AccountRepository;
  const profile = yield* accounts.loadProfile(userId);
  const stored = Option.match(profile, { onNone: () => null, onSome: (found) => found.filters });
  yield* accounts.saveFilters(userId, { ...savedFilters(stored), system });
});
