export interface XmltvChannel {
  readonly kind: "channel";
  readonly id: string;
  readonly displayNames: ReadonlyArray<string>;
  readonly icon?: string;
  readonly line: number;
}

/** Numbers are one-based, converted from xmltv_ns's zero-based form. */
export interface XmltvEpisode {
  readonly season?: number;
  readonly seasonsTotal?: number;
  readonly episode?: number;
  readonly episodesInSeason?: number;
  readonly part?: number;
  readonly partsTotal?: number;
  readonly onscreen?: string;
}

export interface XmltvProgramme {
  readonly kind: "programme";
  readonly channelId: string;
  /** UTC epoch milliseconds. */
  readonly start: number;
  readonly stop?: number;
  readonly title: string;
  /** The title without a trailing "(YYYY)". */
  readonly cleanTitle: string;
  readonly subTitle?: string;
  readonly desc?: string;
  readonly directors: ReadonlyArray<string>;
  readonly actors: ReadonlyArray<string>;
  /** The part each actor plays, in the order of `actors`, when the listing names any. */
  readonly characters?: ReadonlyArray<string | null>;
  readonly date?: string;
  readonly year?: number;
  readonly categories: ReadonlyArray<string>;
  /** Language names, the original (<orig-language>) first, then the spoken one (<language>). */
  readonly languages?: ReadonlyArray<string>;
  readonly lengthMinutes?: number;
  readonly icon?: string;
  readonly episode?: XmltvEpisode;
  readonly imdbId?: string;
  readonly tmdbId?: number;
  readonly tmdbKind?: "movie" | "tv";
  readonly hd: boolean;
  readonly premiere: boolean;
  readonly previouslyShown: boolean;
  readonly isNew: boolean;
  readonly lastChance: boolean;
  readonly subtitles: boolean;
  readonly signed: boolean;
  readonly audioDescribed: boolean;
  readonly bbfc?: string;
  /** 0-10 scale. */
  readonly starRating?: number;
  readonly isFilm: boolean;
  readonly line: number;
}

/** Something about the file as a whole that the import summary should say, e.g. an encoding the bytes overruled. */
export interface XmltvNotice {
  readonly kind: "notice";
  readonly message: string;
  readonly line: number;
}

export type XmltvRecord = XmltvChannel | XmltvProgramme | XmltvNotice;
