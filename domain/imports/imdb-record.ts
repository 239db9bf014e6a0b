interface Located {
  /** 1-based line in the dataset file. */
  readonly line: number;
}

export interface TitleBasicsRecord extends Located {
  readonly dataset: "title.basics";
  readonly tconst: string;
  readonly titleType: string;
  readonly primaryTitle: string;
  readonly originalTitle: string;
  readonly isAdult: boolean;
  readonly startYear: number | null;
  readonly runtimeMinutes: number | null;
  readonly genres: ReadonlyArray<string>;
}

export interface TitleRatingsRecord extends Located {
  readonly dataset: "title.ratings";
  readonly tconst: string;
  readonly averageRating: number;
  readonly numVotes: number;
}

export interface TitleAkasRecord extends Located {
  readonly dataset: "title.akas";
  readonly titleId: string;
  readonly ordering: number;
  readonly title: string;
  readonly region: string | null;
  readonly isOriginalTitle: boolean | null;
}

export interface TitleCrewRecord extends Located {
  readonly dataset: "title.crew";
  readonly tconst: string;
  readonly directors: ReadonlyArray<string>;
}

export interface TitlePrincipalsRecord extends Located {
  readonly dataset: "title.principals";
  readonly tconst: string;
  readonly ordering: number;
  readonly nconst: string;
  readonly category: string;
}

export interface NameBasicsRecord extends Located {
  readonly dataset: "name.basics";
  readonly nconst: string;
  readonly primaryName: string;
}

/** The rows of IMDb's non-commercial datasets that the film data import reads. */
export type ImdbRecord = TitleBasicsRecord | TitleRatingsRecord | TitleAkasRecord | TitleCrewRecord | TitlePrincipalsRecord | NameBasicsRecord;

export type ImdbDatasetName = ImdbRecord["dataset"];

/** The order datasets are applied in: ratings before the titles that carry them, credits before the names they need. */
export const IMDB_DATASET_ORDER: ReadonlyArray<ImdbDatasetName> = [
  "title.ratings",
  "title.basics",
  "title.akas",
  "title.crew",
  "title.principals",
  "name.basics",
];
