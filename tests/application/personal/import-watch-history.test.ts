import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { flagFilm } from "../../../application/personal/flag-film.ts";
import { importWatchHistory, type HistoryFile } from "../../../application/personal/import-watch-history.ts";
import { listFlaggedFilms } from "../../../application/personal/list-flagged-films.ts";
import { rateFilm } from "../../../application/personal/rate-film.ts";
import { IMDB_CATALOGUE } from "../contracts/watch-history-store-contract.ts";
import { personalWorld } from "./personal-world.ts";

const csv = (name: string, lines: ReadonlyArray<string>): HistoryFile => {
  const [header = "", ...rows] = lines;
  const columns = header.split(",");
  return {
    name,
    header: columns,
    rows: rows.map((row, index) => ({ line: index + 2, cells: Object.fromEntries(row.split(";").map((cell, column) => [columns[column] ?? "", cell])) })),
  };
};

const LETTERBOXD_DIARY = csv("diary.csv", [
  "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date",
  "2024-01-02;River Road;1984;https://boxd.it/a;3.5;;;2024-01-01",
  "2024-03-02;RIVER ROAD;1984;https://boxd.it/b;;Yes;;2024-03-01",
  "2023-05-05;Trail of Dust;1962;https://boxd.it/c;1;;;2023-05-04",
  "2023-06-06;Laugh Lines;1999;https://boxd.it/d;5;;;",
  "2023-07-07;The Long Series;2010;https://boxd.it/e;4;;;",
]);

const IMDB_RATINGS = csv("ratings.csv", [
  "Const,Your Rating,Date Rated,Title,Title Type,Year",
  "tt9000003;8;2022-02-02;Laugh Lines;Movie;2001",
  "tt1234567;6;2022-03-03;Home Again;TV Movie;2015",
  "tt9000007;9;2022-04-04;The Long Series;TV Series;2010",
  "tt7654321;7;2022-05-05;Pilot;TV Episode;2010",
  "tt0000404;3;2022-06-06;Nowhere Film;movie;1970",
]);

const watchedList = async (world: Awaited<ReturnType<typeof personalWorld>>["world"], userId: number) =>
  (await world.run(listFlaggedFilms(userId, "watched"))).map((item) => [
    item.tconst,
    item.time_stamp === null ? null : new Date(item.time_stamp).toISOString().slice(0, 10),
  ]);

describe("importing watch history", () => {
  it("puts a Letterboxd diary's films on the watched list by title and year, through the IMDb catalogue when the site's title differs", async () => {
    const { world, userId } = await personalWorld();
    world.data.imdbCatalogue.push(...IMDB_CATALOGUE);
    const { report, flags } = await world.run(importWatchHistory(userId, "letterboxd", [LETTERBOXD_DIARY]));
    expect(report).toEqual({
      imported: 2,
      matchedByTitle: 2,
      notFound: [
        { title: "Laugh Lines", year: 1999 },
        { title: "The Long Series", year: 2010 },
      ],
      skipped: 0,
    });
    expect(await watchedList(world, userId)).toEqual([
      ["tt9000001", "2024-03-01"],
      ["tt9000004", "2023-05-04"],
    ]);
    expect(flags.stars).toEqual({ tt9000001: 4, tt9000004: 1 });
  });

  it("matches an IMDb export by id, then by title and year, and skips what is not a film", async () => {
    const { world, userId } = await personalWorld();
    const { report, flags } = await world.run(importWatchHistory(userId, "imdb", [IMDB_RATINGS]));
    expect(report).toEqual({ imported: 2, matchedByTitle: 1, notFound: [{ title: "Nowhere Film", year: 1970 }], skipped: 2 });
    expect(flags.watched.toSorted()).toEqual(["tt9000003", "tt9000006"]);
    expect(flags.stars).toEqual({ tt9000003: 4, tt9000006: 3 });
  });

  it("never changes a rating, date or flag the member set, and answers the same when repeated", async () => {
    const { world, userId } = await personalWorld();
    await world.run(flagFilm(userId, { tconst: "tt9000003", kind: "watched", value: true }));
    await world.run(rateFilm(userId, { tconst: "tt9000003", stars: 1 }));
    await world.run(flagFilm(userId, { tconst: "tt9000006", kind: "alert", value: true }));
    const first = await world.run(importWatchHistory(userId, "imdb", [IMDB_RATINGS]));
    expect(first.flags).toMatchObject({ alerts: ["tt9000006"], stars: { tt9000003: 1, tt9000006: 3 } });
    expect((await watchedList(world, userId)).find(([tconst]) => tconst === "tt9000003")).toEqual(["tt9000003", "2026-11-20"]);
    const before = await watchedList(world, userId);
    expect(await world.run(importWatchHistory(userId, "imdb", [IMDB_RATINGS]))).toEqual(first);
    expect(await watchedList(world, userId)).toEqual(before);
  });

  it("refuses a file without the export's columns, or with a bad row, by its line, and imports nothing", async () => {
    const { world, userId } = await personalWorld();
    const notImdb = csv("notes.csv", ["Title,Rating", "Heat;9"]);
    expect(await world.run(Effect.flip(importWatchHistory(userId, "imdb", [notImdb])))).toMatchObject({
      _tag: "HistoryFileInvalid",
      line: 1,
      message: "notes.csv line 1: no Const column, so this is not an IMDb ratings export.",
    });
    const badDate = csv("watched.csv", ["Date,Name,Year,Letterboxd URI", "2024-01-01;River Road;1984;x", "2024-02-30;Laugh Lines;2001;y"]);
    expect(await world.run(Effect.flip(importWatchHistory(userId, "letterboxd", [LETTERBOXD_DIARY, badDate])))).toMatchObject({
      line: 3,
      message: "watched.csv line 3: Date '2024-02-30' is not a date like 2024-03-31.",
    });
    expect(await watchedList(world, userId)).toEqual([]);
  });
});
