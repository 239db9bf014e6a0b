import { Context, Schema, type Effect, type Option } from "effect";
import { TitleRefFields, type ListItem } from "../../domain/list-item.ts";
import type { LocalDate } from "../../domain/local-date.ts";
import type { WatchedFilm } from "../../domain/profile-charts.ts";
import type { Genre } from "../../domain/lookups.ts";
import type { StarRating } from "../../domain/star-rating.ts";
import type { FlagKind, UserFlags } from "../../domain/user-flags.ts";

export const TitleRef = Schema.Struct(TitleRefFields);
export interface TitleRef extends Schema.Schema.Type<typeof TitleRef> {}

export type FlagList = "watched" | "alerts" | "not_interested";

export const NextShow = Schema.Struct({
  time: Schema.Number,
  channel: Schema.String,
});
export interface NextShow extends Schema.Schema.Type<typeof NextShow> {}

export interface UserTitlesShape {
  readonly findTitle: (tconst: string) => Effect.Effect<Option.Option<TitleRef>>;
  readonly flags: (userId: number) => Effect.Effect<UserFlags>;
  /** Switching watched off also clears the rating and the watched date; switching it on dates it `today`. */
  readonly setFlag: (userId: number, titleTconst: string, kind: FlagKind, value: boolean, today: LocalDate) => Effect.Effect<void>;
  /** Answers false, changing nothing, when the title is not flagged watched. */
  readonly setStars: (userId: number, titleTconst: string, stars: StarRating | null) => Effect.Effect<boolean>;
  /** Answers false, changing nothing, when the title is not flagged watched. */
  readonly setWatchedDate: (userId: number, titleTconst: string, date: LocalDate | null) => Effect.Effect<boolean>;
  /** Newest first; time_stamp is the watched date for the watched list, else when the flag was last set. */
  readonly list: (userId: number, list: FlagList) => Effect.Effect<ReadonlyArray<ListItem>>;
  readonly watchedFilms: (userId: number) => Effect.Effect<{
    readonly films: ReadonlyArray<WatchedFilm>;
    readonly genres: ReadonlyMap<number, Genre>;
  }>;
  readonly nextShow: (tconst: string, now: number) => Effect.Effect<Option.Option<NextShow>>;
}

export class UserTitles extends Context.Service<UserTitles, UserTitlesShape>()("tellyfilms/application/UserTitles") {}
