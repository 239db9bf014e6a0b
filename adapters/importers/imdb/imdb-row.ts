interface Located {
  /** 1-based line in the TSV file (the header is line 1). */
  readonly line: number;
}

export interface TitleBasicsRow extends Located {
  readonly dataset: "title.basics";
  readonly tconst: string;
  readonly titleType: string;
  readonly primaryTitle: string;
  readonly originalTitle: string;
  readonly isAdult: boolean;
  readonly startYear: number | null;
  readonly endYear: number | null;
  readonly runtimeMinutes: number | null;
  readonly genres: ReadonlyArray<string>;
}

export interface TitleRatingsRow extends Located {
  readonly dataset: "title.ratings";
  readonly tconst: string;
  readonly averageRating: number;
  readonly numVotes: number;
}

export interface TitleAkasRow extends Located {
  readonly dataset: "title.akas";
  readonly titleId: string;
  readonly ordering: number;
  readonly title: string;
  readonly region: string | null;
  readonly language: string | null;
  readonly types: ReadonlyArray<string>;
  readonly attributes: ReadonlyArray<string>;
  readonly isOriginalTitle: boolean | null;
}

export interface TitleCrewRow extends Located {
  readonly dataset: "title.crew";
  readonly tconst: string;
  readonly directors: ReadonlyArray<string>;
  readonly writers: ReadonlyArray<string>;
}

export interface TitlePrincipalsRow extends Located {
  readonly dataset: "title.principals";
  readonly tconst: string;
  readonly ordering: number;
  readonly nconst: string;
  readonly category: string;
  readonly job: string | null;
  readonly characters: ReadonlyArray<string>;
}

export interface NameBasicsRow extends Located {
  readonly dataset: "name.basics";
  readonly nconst: string;
  readonly primaryName: string;
  readonly birthYear: number | null;
  readonly deathYear: number | null;
  readonly primaryProfession: ReadonlyArray<string>;
  readonly knownForTitles: ReadonlyArray<string>;
}

export type ImdbRow = TitleBasicsRow | TitleRatingsRow | TitleAkasRow | TitleCrewRow | TitlePrincipalsRow | NameBasicsRow;

export type ImdbDataset = ImdbRow["dataset"];

export type ImdbRowOf<D extends ImdbDataset> = Extract<ImdbRow, { readonly dataset: D }>;
