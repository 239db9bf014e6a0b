import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { UserTitles } from "../../../application/personal/user-titles.ts";
import { WatchHistoryStore } from "../../../application/personal/watch-history-store.ts";
import type { CatalogueMovie } from "../../../domain/title-match.ts";
import { titleMatchKey } from "../../../domain/title-match.ts";
import { contractCatalogue, type CatalogueFixture } from "./catalogue-fixture.ts";

export type WatchHistoryPorts = WatchHistoryStore | AccountRepository | UserTitles;

export interface WatchHistoryStorage {
  readonly run: <A, E>(effect: Effect.Effect<A, E, WatchHistoryPorts>) => Promise<A>;
  readonly close: () => Promise<void>;
}

export interface WatchHistoryHarness {
  readonly name: string;
  /** The site's catalogue, and the IMDb catalogue's movies (title_catalogue). */
  readonly open: (catalogue: CatalogueFixture, imdbCatalogue: ReadonlyArray<CatalogueMovie>) => Promise<WatchHistoryStorage>;
}

export const TODAY = { year: 2026, month: 11, day: 20 };
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

/** Movies of the IMDb catalogue: one the site shows under another title, one the site does not have. */
export const IMDB_CATALOGUE: ReadonlyArray<CatalogueMovie> = [
  { tconst: "tt9000004", title: "Trail of Dust", year: 1962, runtime: 95 },
  { tconst: "tt0000404", title: "Nowhere Film", year: 1970, runtime: 90 },
];

export const watchHistoryStoreContract = (harness: WatchHistoryHarness) =>
  describe(`the watch history store on ${harness.name}`, () => {
    let storage: WatchHistoryStorage;
    let counter = 0;
    const run = <A, E>(effect: Effect.Effect<A, E, WatchHistoryPorts>) => storage.run(effect);
    const store = Effect.service(WatchHistoryStore);
    const titles = Effect.service(UserTitles);

    const newUser = () =>
      run(
        Effect.gen(function* () {
          const email = `history${++counter}@example.com`;
          const mail = { kind: "welcome" as const, to: email, subject: "Welcome", text: "welcome", html: "<p>welcome</p>" };
          return yield* (yield* AccountRepository).register({ email, passwordHash: "hash" }, () => mail);
        }),
      );
    const watchedOf = (userId: number) =>
      run(
        Effect.gen(function* () {
          const list = yield* (yield* titles).list(userId, "watched");
          return { list: list.map((item) => [item.tconst, item.time_stamp]), flags: yield* (yield* titles).flags(userId) };
        }),
      );

    beforeAll(async () => {
      storage = await harness.open(contractCatalogue(NOW), IMDB_CATALOGUE);
    });
    afterAll(async () => {
      await storage.close();
    });

    it("finds the site's films by IMDb id or title match key, never its series", async () => {
      const found = await run(
        Effect.flatMap(store, (history) => history.siteFilms(["tt9000003", "tt9999999"], [titleMatchKey("RIVER ROAD"), titleMatchKey("The Long Series")])),
      );
      expect(found.toSorted((a, b) => a.tconst.localeCompare(b.tconst))).toEqual([
        { tconst: "tt9000001", title: "River Road", year: 1984 },
        { tconst: "tt9000003", title: "Laugh Lines", year: 2001 },
      ]);
      expect(await run(Effect.flatMap(store, (history) => history.siteFilms([], [])))).toEqual([]);
    });

    it("finds the IMDb catalogue's movies by title match key", async () => {
      const found = await run(Effect.flatMap(store, (history) => history.catalogueMovies([titleMatchKey("Trail of Dust"), "no such film"])));
      expect(found).toEqual([IMDB_CATALOGUE[0]]);
    });

    it("flags new films watched with their dates and stars, and ignores a key the site does not have", async () => {
      const userId = await newUser();
      await run(
        Effect.flatMap(store, (history) =>
          history.addWatched(userId, [
            { tconst: "tt9000001", watchedOn: "2024-05-01", stars: 4 },
            { tconst: "tt9000003", watchedOn: null, stars: null },
            { tconst: "tt0000404", watchedOn: "2020-01-01", stars: 2 },
          ]),
        ),
      );
      const { list, flags } = await watchedOf(userId);
      expect(list).toEqual([
        ["tt9000001", Date.UTC(2024, 4, 1)],
        ["tt9000003", null],
      ]);
      expect(flags.stars).toEqual({ tt9000001: 4 });
    });

    it("keeps the member's own dates, stars and other flags, only filling in what is missing, and changes nothing when repeated", async () => {
      const userId = await newUser();
      await run(
        Effect.gen(function* () {
          const own = yield* titles;
          yield* own.setFlag(userId, "tt9000001", "watched", true, TODAY);
          yield* own.setStars(userId, "tt9000001", 2);
          yield* own.setFlag(userId, "tt9000002", "watched", true, TODAY);
          yield* own.setWatchedDate(userId, "tt9000002", null);
          yield* own.setFlag(userId, "tt9000003", "alert", true, TODAY);
          yield* own.setFlag(userId, "tt9000006", "not_interested", true, TODAY);
        }),
      );
      const films = [
        { tconst: "tt9000001", watchedOn: "2019-03-03", stars: 5 as const },
        { tconst: "tt9000002", watchedOn: "2018-08-08", stars: 3 as const },
        { tconst: "tt9000003", watchedOn: "2017-07-07", stars: 1 as const },
        { tconst: "tt9000006", watchedOn: null, stars: null },
      ];
      await run(Effect.flatMap(store, (history) => history.addWatched(userId, films)));
      const once = await watchedOf(userId);
      expect(once.list).toEqual([
        ["tt9000001", Date.UTC(2026, 10, 20)],
        ["tt9000002", Date.UTC(2018, 7, 8)],
        ["tt9000003", Date.UTC(2017, 6, 7)],
        ["tt9000006", null],
      ]);
      expect(once.flags.stars).toEqual({ tt9000001: 2, tt9000002: 3, tt9000003: 1 });
      expect(once.flags.alerts).toEqual(["tt9000003"]);
      expect(once.flags.not_interested).toEqual(["tt9000006"]);
      await run(Effect.flatMap(store, (history) => history.addWatched(userId, films)));
      expect(await watchedOf(userId)).toEqual(once);
    });
  });
