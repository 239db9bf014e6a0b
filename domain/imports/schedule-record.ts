/** A channel declared by a schedule file. */
export interface ScheduleChannel {
  readonly kind: "channel";
  /** The feed's own channel id, e.g. "film4.uk". */
  readonly id: string;
  readonly displayNames: ReadonlyArray<string>;
  readonly icon?: string;
}

export interface ScheduleEpisode {
  readonly season?: number;
  readonly episode?: number;
  readonly episodesInSeason?: number;
}

/** One programme of a schedule file, as the listing describes it. */
export interface ScheduleProgramme {
  readonly kind: "programme";
  /** The feed's channel id. */
  readonly channelId: string;
  /** UTC epoch milliseconds. */
  readonly start: number;
  readonly stop?: number;
  /** The title without a trailing "(YYYY)". */
  readonly cleanTitle: string;
  readonly subTitle?: string;
  readonly desc?: string;
  readonly directors: ReadonlyArray<string>;
  readonly actors: ReadonlyArray<string>;
  /** The part each actor plays, in the order of `actors`, when the listing names any. */
  readonly characters?: ReadonlyArray<string | null>;
  readonly year?: number;
  /** The listing's categories as written, e.g. "Film", "Thriller". */
  readonly categories: ReadonlyArray<string>;
  /** Language names, the original (<orig-language>) first, then the spoken one (<language>). */
  readonly languages?: ReadonlyArray<string>;
  readonly lengthMinutes?: number;
  readonly icon?: string;
  readonly episode?: ScheduleEpisode;
  readonly imdbId?: string;
  readonly tmdbId?: number;
  readonly tmdbKind?: "movie" | "tv";
  readonly hd: boolean;
  readonly premiere: boolean;
  readonly subtitles: boolean;
  readonly signed: boolean;
  readonly audioDescribed: boolean;
  readonly bbfc?: string;
  readonly isFilm: boolean;
  /** Where the programme starts in its file, for messages. */
  readonly line: number;
}

/** Something about the file as a whole for the import summary, e.g. an encoding the bytes overruled. */
export interface ScheduleNotice {
  readonly kind: "notice";
  readonly message: string;
  readonly line: number;
}

export type ScheduleRecord = ScheduleChannel | ScheduleProgramme | ScheduleNotice;
