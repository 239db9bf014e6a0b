export interface FixtureTitle {
  readonly tconst: string;
  readonly title: string;
  readonly year: number | null;
  readonly kind: "film" | "series";
  readonly genres: ReadonlyArray<string>;
  readonly directors: ReadonlyArray<string>;
  readonly stars: ReadonlyArray<string>;
  readonly shows: ReadonlyArray<{ readonly at: number; readonly channelId: number }>;
}

/** Titles, channels and systems that the personal-data contracts need, written the same way to every backend. */
export interface CatalogueFixture {
  readonly genres: ReadonlyArray<string>;
  readonly channels: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  readonly systems: ReadonlyArray<{ readonly id: number; readonly name: string; readonly channels: ReadonlyArray<number> }>;
  readonly titles: ReadonlyArray<FixtureTitle>;
}

export const fixtureSlug = (title: FixtureTitle): string =>
  `${title.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${title.tconst}`;

const HOUR = 3_600_000;

/** A small catalogue around `now`: films with shows in the coming week, one past show, one series. */
export const contractCatalogue = (now: number): CatalogueFixture => ({
  genres: ["Drama", "Comedy", "Thriller", "Western", "Family"],
  channels: [
    { id: 901, name: "Alpha One" },
    { id: 902, name: "Beta Two" },
    { id: 903, name: "Gamma Three" },
    { id: 904, name: "Delta Four" },
  ],
  systems: [
    { id: 91, name: "fixture-freeview", channels: [901, 902, 903] },
    { id: 92, name: "fixture-sky", channels: [901, 904] },
  ],
  titles: [
    {
      tconst: "tt9000001",
      title: "River Road",
      year: 1984,
      kind: "film",
      genres: ["Drama"],
      directors: ["Ada Lane"],
      stars: ["Bo Reed", "Cy Moss"],
      shows: [{ at: now + 2 * HOUR, channelId: 901 }],
    },
    {
      tconst: "tt9000002",
      title: "River Road Returns",
      year: 1988,
      kind: "film",
      genres: ["Drama", "Thriller"],
      directors: ["Ada Lane"],
      stars: ["Di West"],
      shows: [{ at: now + 26 * HOUR, channelId: 902 }],
    },
    {
      tconst: "tt9000003",
      title: "Laugh Lines",
      year: 2001,
      kind: "film",
      genres: ["Comedy"],
      directors: ["Ed Fry"],
      stars: ["Bo Reed"],
      shows: [{ at: now + 50 * HOUR, channelId: 903 }],
    },
    {
      tconst: "tt9000004",
      title: "Dust Trail",
      year: 1962,
      kind: "film",
      genres: ["Western"],
      directors: ["Flo Hart"],
      stars: ["Gus Pike"],
      shows: [
        { at: now + 5 * HOUR, channelId: 904 },
        { at: now + 30 * HOUR, channelId: 901 },
      ],
    },
    {
      tconst: "tt9000005",
      title: "Gone Yesterday",
      year: 1999,
      kind: "film",
      genres: ["Thriller"],
      directors: ["Hal Ives"],
      stars: ["Di West"],
      shows: [{ at: now - 30 * HOUR, channelId: 901 }],
    },
    { tconst: "tt9000006", title: "Home Again", year: 2015, kind: "film", genres: ["Family", "Comedy"], directors: ["Ed Fry"], stars: ["Jo Kent"], shows: [] },
    {
      tconst: "tt9000007",
      title: "The Long Series",
      year: 2010,
      kind: "series",
      genres: ["Drama"],
      directors: [],
      stars: ["Bo Reed"],
      shows: [{ at: now + 3 * HOUR, channelId: 902 }],
    },
    ...Array.from({ length: 10 }, (_, index): FixtureTitle => ({
      tconst: `tt91000${String(index).padStart(2, "0")}`,
      title: `Archive Film ${index}`,
      year: 1950 + index * 7,
      kind: "film",
      genres: [index % 2 === 0 ? "Drama" : "Comedy"],
      directors: [`Director ${index}`],
      stars: [],
      shows: [],
    })),
  ],
});
