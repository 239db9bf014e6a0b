import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FilmList, HistoryImport } from "../../../adapters/http/contract/personal-api.ts";
import { HISTORY_MAX_BYTES, HISTORY_MAX_ROWS } from "../../../domain/watch-history.ts";
import { backends } from "../persistence/database-backends.ts";
import { IMDB_REPORT, imdbRatingsCsv, LETTERBOXD_REPORT, letterboxdCsv, letterboxdExportZip } from "../importers/watch-history-fixtures.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";
import { TestBrowser } from "./test-browser.ts";

const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const LETTERBOXD = "/api/import-letterboxd/";
const IMDB = "/api/import-imdb-ratings/";

const upload = (name: string, bytes: Uint8Array | string) => {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
  return form;
};

const IMDB_HEADER = "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors";
const imdbRow = (tconst: string, rating: string, title = "Die Hard") =>
  `${tconst},${rating},2024-02-03,${title},${title},,Movie,8.2,132,1988,Action,1,1988-07-15,Someone`;

for (const backend of backends()) {
  describe(`importing watch history over HTTP on ${backend.name}`, () => {
    let server: PublicSiteServer;
    let counter = 0;
    beforeAll(async () => {
      const options = backend.name === "postgresql" ? await backend.freshDatabase() : {};
      server = await startPublicSiteServer(options.databaseUrl, { at: START, ticks: false });
    }, 120_000);
    afterAll(async () => {
      await server.stop();
      await backend.dispose();
    });

    const member = async () => {
      const browser = new TestBrowser(server.base);
      const email = `history-${backend.name}-${++counter}@example.com`;
      const password = "a good long password";
      expect((await browser.json("POST", "/api/signup/", { email, password })).status).toBe(200);
      expect((await browser.json("POST", "/api/login/", { email, password })).status).toBe(200);
      return browser;
    };
    const watched = async (browser: TestBrowser) =>
      (await browser.ok(FilmList, "GET", "/api/watched/")).films.map((film) => [
        film.title,
        film.time_stamp === null ? null : new Date(film.time_stamp).toISOString().slice(0, 10),
      ]);

    it("puts a Letterboxd export's films on the watched list with dates and stars, and a repeated upload changes nothing", async () => {
      const browser = await member();
      const zip = await letterboxdExportZip();
      const first = await browser.ok(HistoryImport, "POST", LETTERBOXD, upload("letterboxd-filmfan-2026-11-20-12-00-utc.zip", zip));
      const { flags, ...report } = first;
      expect(report).toEqual(LETTERBOXD_REPORT);
      const list = await watched(browser);
      expect(list).toEqual([
        ["The Third Man", "2024-06-01"],
        ["Spirited Away", "2023-06-14"],
        ["Amélie", "2023-04-22"],
        ["The Railway Children", "2023-03-01"],
        ["Goodbye, Mr. Chips", "2023-02-11"],
      ]);
      const stars = await server.sql<{ title: string; stars: number | null }>(
        "select t.title, ut.stars from user_title ut join title t on t.id = ut.title_id where ut.user_id = (select max(user_id) from user_title)",
      );
      expect(stars.map((row) => [row.title, row.stars])).toContainEqual(["Amélie", 1]);
      expect(Object.values(flags.stars).toSorted()).toEqual([1, 3, 4, 5]);
      const again = await browser.ok(HistoryImport, "POST", LETTERBOXD, upload("letterboxd.zip", zip));
      expect(again).toEqual(first);
      expect(await watched(browser)).toEqual(list);
    });

    it("adds an IMDb ratings export's films by id or by title and year, skips series and episodes, and keeps the member's own rating", async () => {
      const browser = await member();
      await browser.ok(HistoryImport, "POST", LETTERBOXD, upload("watched.csv", await letterboxdCsv("ratings.csv")));
      const answer = await browser.ok(HistoryImport, "POST", IMDB, upload("ratings.csv", await imdbRatingsCsv()));
      const { flags, ...report } = answer;
      expect(report).toEqual(IMDB_REPORT);
      const [amelie] = await server.sql<{ imdb: string }>("select imdb from title where title = 'Amélie'");
      const [dieHard] = await server.sql<{ imdb: string }>("select imdb from title where title = 'Die Hard'");
      expect(flags.stars[amelie?.imdb ?? ""]).toBe(1);
      expect(flags.stars[dieHard?.imdb ?? ""]).toBe(5);
      expect((await watched(browser)).map(([title]) => title)).toEqual(
        expect.arrayContaining(["Die Hard", "It's a Wonderful Life", "The Dam Busters", "Amélie", "The Third Man", "Goodbye, Mr. Chips"]),
      );
    });

    it("refuses a bad file with its line as a problem and imports none of it", async () => {
      const browser = await member();
      const bad = [IMDB_HEADER, imdbRow("tt0095016", "9"), imdbRow("tt0038650", "11", "It's a Wonderful Life")].join("\r\n");
      const refused = await browser.request("POST", IMDB, upload("ratings.csv", bad));
      expect(refused.status).toBe(400);
      expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(await refused.json()).toMatchObject({ status: 400, line: 3, detail: "ratings.csv line 3: Your Rating '11' is not 1 to 10." });
      expect(await watched(browser)).toEqual([]);

      const cases: ReadonlyArray<readonly [string, FormData, number]> = [
        [LETTERBOXD, upload("watched.csv", "Date,Title,Year\r\n2023-01-01,Heat,1995\r\n"), 1],
        [LETTERBOXD, upload("watchlist.csv", await letterboxdCsv("watchlist.csv")), 0],
        [LETTERBOXD, upload("export.zip", "PK\u0003\u0004 not really a zip"), 0],
        [LETTERBOXD, upload("watched.csv", 'Date,Name,Year\r\n2023-01-01,"Heat,1995\r\n'), 2],
        [IMDB, upload("ratings.zip", await letterboxdExportZip()), 0],
        [
          IMDB,
          upload("ratings.csv", [IMDB_HEADER, ...Array.from({ length: HISTORY_MAX_ROWS + 1 }, () => imdbRow("tt0095016", "9"))].join("\n")),
          HISTORY_MAX_ROWS + 2,
        ],
      ];
      for (const [path, form, line] of cases) {
        const answer = await browser.json("POST", path, form);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ line });
      }
      expect(await watched(browser)).toEqual([]);
    });

    it("refuses files over 5 MB with 413 before reading them, and anyone but a member on this site", async () => {
      const browser = await member();
      const justOver = `${IMDB_HEADER}\n${"x".repeat(HISTORY_MAX_BYTES)}`;
      const tooLarge = await browser.request("POST", IMDB, upload("ratings.csv", justOver));
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ status: 413, detail: "ratings.csv is larger than 5 MB, the most an import takes." });
      const huge = await browser.request("POST", LETTERBOXD, upload("export.zip", "x".repeat(7 * 1024 * 1024)));
      expect(huge.status).toBe(413);

      const csv = await imdbRatingsCsv();
      expect((await new TestBrowser(server.base).json("POST", IMDB, upload("ratings.csv", csv))).status).toBe(401);
      const elsewhere = new TestBrowser(server.base, "https://evil.example");
      elsewhere.cookie = browser.cookie;
      expect((await elsewhere.json("POST", IMDB, upload("ratings.csv", csv))).status).toBe(403);
      expect(await watched(browser)).toEqual([]);
    });
  });
}
