import { Clock, Effect, Option } from "effect";
import { formatShowTimeAt } from "../../domain/london-time.ts";
import { FILM_NOT_FOUND } from "../../domain/account-texts.ts";
import { LONDON } from "../../domain/broadcast-day.ts";
import type { Message } from "../../domain/message.ts";
import { titleWithYears } from "../../domain/presentation.ts";
import type { FlagKind } from "../../domain/user-flags.ts";
import { localClock } from "../../domain/zoned-time.ts";
import { FilmNotFound } from "./personal-failures.ts";
import { UserMessages } from "./user-messages.ts";
import { UserTitles, type NextShow, type TitleRef } from "./user-titles.ts";

export const alertSetText = (title: TitleRef, show: NextShow): string =>
  `Alert set: '${titleWithYears(title)}' is next on ${show.channel} on ${formatShowTimeAt(show.time)}.`;

/**
 * Sets or clears one flag of a film for a user. Setting an alert on a film that is on TV soon also answers (and keeps)
 * a message saying when.
 */
export const flagFilm = Effect.fn("flagFilm")(function* (userId: number, input: { readonly tconst: string; readonly kind: FlagKind; readonly value: boolean }) {
  const titles = yield* UserTitles;
  const title = yield* titles.findTitle(input.tconst);
  if (Option.isNone(title)) return yield* new FilmNotFound({ tconst: input.tconst, message: FILM_NOT_FOUND });
  const now = yield* Clock.currentTimeMillis;
  yield* titles.setFlag(userId, input.tconst, input.kind, input.value, localClock(now, LONDON).date);
  let message: Message | null = null;
  if (input.kind === "alert" && input.value) {
    const next = yield* titles.nextShow(input.tconst, now);
    if (Option.isSome(next)) {
      message = yield* (yield* UserMessages).add(userId, {
        text: alertSetText(title.value, next.value),
        kind: title.value.kind,
        slug: title.value.slug,
        createdAt: now,
      });
    }
  }
  return { flags: yield* titles.flags(userId), message };
});
