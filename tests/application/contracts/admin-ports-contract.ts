import { Effect, Option } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminAccounts } from "../../../application/admin/admin-accounts.ts";
import { AdminCatalogue, type AdminList } from "../../../application/admin/admin-catalogue.ts";
import type { AuditStamp } from "../../../application/admin/audit-stamp.ts";
import { AuditLog } from "../../../application/admin/audit-log.ts";
import type { TitleEdit } from "../../../application/admin/title-edit.ts";
import { TitleViews } from "../../../application/admin/title-views.ts";
import { broadcastDayEnd, broadcastDayStart, LONDON } from "../../../domain/broadcast-day.ts";
import {
  ADMIN_NOW,
  ADMIN_TODAY,
  AMELIE,
  ARCHIVE_COUNT,
  archiveTconst,
  DOCTOR_WHO,
  GODFATHER,
  PADDINGTON,
  PADDINGTON_2,
  PADDINGTON_BEAR,
  WOLF,
} from "./admin-world.ts";

export type AdminPorts = AdminAccounts | AdminCatalogue | AuditLog | TitleViews;

export interface OpenedAdminPorts {
  readonly run: <A, E>(effect: Effect.Effect<A, E, AdminPorts>) => Promise<A>;
  readonly userIdOf: (email: string) => number;
  readonly close: () => Promise<void>;
}

export interface AdminPortsHarness {
  readonly name: string;
  /** A store loaded with adminWorld. */
  readonly open: () => Promise<OpenedAdminPorts>;
}

const DAY = 86_400_000;

/** One contract for the in-memory fakes and the PostgreSQL adapters; the steps build on each other, in order. */
export const adminPortsContract = (harness: AdminPortsHarness) =>
  describe(`the admin ports on ${harness.name}`, () => {
    let ports: OpenedAdminPorts;
    let clock = ADMIN_NOW;
    const run = <A, E>(effect: Effect.Effect<A, E, AdminPorts>) => ports.run(effect);
    const stamp = (action: string, target: string): AuditStamp => ({
      actor: "admin@example.com",
      actorId: ports.userIdOf("admin@example.com"),
      at: (clock += 60_000),
      action,
      target,
    });
    const catalogue = <A, E>(use: (service: AdminCatalogue["Service"]) => Effect.Effect<A, E>) => run(Effect.flatMap(Effect.service(AdminCatalogue), use));
    const accounts = <A, E>(use: (service: AdminAccounts["Service"]) => Effect.Effect<A, E>) => run(Effect.flatMap(Effect.service(AdminAccounts), use));
    const views = <A, E>(use: (service: TitleViews["Service"]) => Effect.Effect<A, E>) => run(Effect.flatMap(Effect.service(TitleViews), use));
    const auditLog = (count = 36, offset = 0) => run(Effect.flatMap(Effect.service(AuditLog), (log) => log.recent(count, offset)));
    const list = async (list: AdminList, options: { kind?: "film" | "series"; keyword?: string; count?: number; offset?: number; random?: boolean } = {}) =>
      (
        await catalogue((c) =>
          c.listTitles({
            kind: options.kind ?? "film",
            list,
            keyword: options.keyword ?? "",
            count: options.count ?? 36,
            offset: options.offset ?? 0,
            random: options.random ?? false,
            today: { start: broadcastDayStart(ADMIN_NOW, LONDON), end: broadcastDayEnd(ADMIN_NOW, LONDON) },
          }),
        )
      ).map((film) => film.imdb.tconst);
    const find = async (tconst: string, kind: "film" | "series" = "film") => Option.getOrNull(await catalogue((c) => c.findTitle(kind, tconst)));
    const edit = (tconst: string, change: TitleEdit, kind: "film" | "series" = "film") =>
      catalogue((c) => c.editTitle(kind, tconst, change, stamp(`edit ${change.field}`, `${kind} ${tconst}`)));

    beforeAll(async () => {
      ports = await harness.open();
    });
    afterAll(async () => {
      await ports.close();
    });

    it("answers the role of live accounts and nothing for deleted or unknown ones", async () => {
      expect(Option.getOrNull(await accounts((a) => a.roleOf(ports.userIdOf("admin@example.com"))))).toEqual({ email: "admin@example.com", admin: true });
      expect(Option.getOrNull(await accounts((a) => a.roleOf(ports.userIdOf("member@example.com"))))).toEqual({ email: "member@example.com", admin: false });
      expect(Option.isNone(await accounts((a) => a.roleOf(ports.userIdOf("gone@example.com"))))).toBe(true);
      expect(Option.isNone(await accounts((a) => a.roleOf(9999)))).toBe(true);
    });

    it("lists films newest first, a page at a time, without repeating one", async () => {
      expect(await list("recent", { count: 5 })).toEqual([PADDINGTON, WOLF, PADDINGTON_2, GODFATHER, AMELIE]);
      const pages = [
        ...(await list("recent", { count: 5 })),
        ...(await list("recent", { count: 5, offset: 5 })),
        ...(await list("recent", { count: 9, offset: 10 })),
      ];
      expect(pages).toEqual([PADDINGTON, WOLF, PADDINGTON_2, GODFATHER, AMELIE, ...Array.from({ length: ARCHIVE_COUNT }, (_, i) => archiveTconst(i))]);
      expect(await list("recent", { offset: 100 })).toEqual([]);
    });

    it("keeps series apart from films", async () => {
      expect(await list("recent", { kind: "series" })).toEqual([DOCTOR_WHO, PADDINGTON_BEAR]);
      expect(await list("unverified", { kind: "series" })).toEqual([DOCTOR_WHO]);
      expect(await list("reported", { kind: "series" })).toEqual([DOCTOR_WHO]);
    });

    it("lists unverified films newest first and reported films by their latest report", async () => {
      expect(await list("unverified")).toEqual([PADDINGTON, WOLF]);
      expect(await list("reported")).toEqual([WOLF, GODFATHER]);
    });

    it("lists the films on live TV in today's broadcast day, leaving out streaming and other days", async () => {
      expect(await list("today")).toEqual([AMELIE, PADDINGTON]);
    });

    it("finds titles by keyword without regard to case or accents, exact titles first, or by IMDb id", async () => {
      expect(await list("keyword", { keyword: "amelie" })).toEqual([AMELIE]);
      expect(await list("keyword", { keyword: "PADDINGTON" })).toEqual([PADDINGTON, PADDINGTON_2]);
      expect(await list("keyword", { keyword: "paddington", kind: "series" })).toEqual([PADDINGTON_BEAR]);
      expect(await list("keyword", { keyword: "100%" })).toEqual([WOLF]);
      expect(await list("keyword", { keyword: "archive_film" })).toEqual([]);
      expect(await list("keyword", { keyword: GODFATHER })).toEqual([GODFATHER]);
    });

    it("answers the same titles in random order when asked", async () => {
      const ordered = await list("recent");
      const random = await list("recent", { random: true });
      expect([...random].sort()).toEqual([...ordered].sort());
    });

    it("describes a title with its curated fields, each source's text and one streaming availability per service", async () => {
      expect(await find(AMELIE)).toEqual({
        id: 1,
        kind: "film",
        title: "Amélie",
        year: 2001,
        slug: "amelie-2001",
        url: "/film/amelie-2001/",
        poster_url: "/posters/amelie.jpg",
        synopsis: "A shy waitress decides to change lives.",
        verified: true,
        incorrect: [],
        imdb: { tconst: AMELIE, synopsis: "IMDb: a waitress in Montmartre." },
        tvguide: { synopsis: "Whimsical French comedy.", stars: ["Audrey Tautou", "Mathieu Kassovitz"] },
        rotten: { url: "https://www.rottentomatoes.com/m/amelie", synopsis_full: "Full RT synopsis.", status: "GD" },
        rt_slug: "m/amelie",
        tmdb: { kind: "movie", tmdb_id: 194 },
        youtube: "HUECWi5pX7o",
        streamings: [
          { id: 11, s: 1, l: "https://netflix.example/amelie", imdb: AMELIE },
          { id: 12, s: 2, l: "https://iplayer.example/amelie", imdb: AMELIE },
        ],
        n_daily: 0,
        n_weekly: 0,
        full_data: true,
        created_at: ADMIN_NOW - 10 * DAY,
      });
      expect((await find(DOCTOR_WHO, "series"))?.url).toBe("/tvseries/doctor-who-2005/");
      expect(await find(AMELIE, "series")).toBeNull();
    });

    it("counts film page views per broadcast day into daily and weekly counters", async () => {
      await views((v) =>
        Effect.gen(function* () {
          for (let i = 0; i < 3; i++) yield* v.recordFilmView("amelie-2001", ADMIN_TODAY);
          yield* v.recordFilmView("paddington-2014", ADMIN_TODAY);
          for (let i = 0; i < 3; i++) yield* v.recordFilmView("paddington-2014", "2026-11-18");
          for (let i = 0; i < 5; i++) yield* v.recordFilmView("amelie-2001", "2026-11-10");
          for (let i = 0; i < 4; i++) yield* v.recordFilmView("doctor-who-2005", ADMIN_TODAY);
          yield* v.recordFilmView("no-such-film", ADMIN_TODAY);
          yield* v.rollOver(ADMIN_TODAY);
        }),
      );
      expect(await list("daily")).toEqual([AMELIE, PADDINGTON]);
      expect(await list("weekly")).toEqual([PADDINGTON, AMELIE]);
      expect(await list("daily", { kind: "series" })).toEqual([]);
      expect(await list("today")).toEqual([AMELIE, PADDINGTON]);
      const amelie = await find(AMELIE);
      expect([amelie?.n_daily, amelie?.n_weekly]).toEqual([3, 3]);
      await views((v) => v.rollOver("2026-11-21"));
      expect(await list("daily")).toEqual([]);
      expect(await list("weekly")).toEqual([PADDINGTON, AMELIE]);
      await views((v) => v.rollOver("2026-11-27"));
      expect(await list("weekly")).toEqual([]);
      const paddington = await find(PADDINGTON);
      expect([paddington?.n_daily, paddington?.n_weekly]).toEqual([0, 0]);
    });

    it("edits a title and records who changed which fields from what to what", async () => {
      const before = (await auditLog()).length;
      const edited = Option.getOrNull(await edit(GODFATHER, { field: "title", title: "The Godfather Part I" }));
      expect(edited?.title).toBe("The Godfather Part I");
      const [entry, ...rest] = await auditLog();
      expect(rest.length).toBe(before);
      expect(entry).toEqual({
        id: expect.any(Number) as number,
        at: clock,
        actor: "admin@example.com",
        action: "edit title",
        target: `film ${GODFATHER}`,
        before: { title: "The Godfather" },
        after: { title: "The Godfather Part I" },
      });
    });

    it("records nothing for an edit that changes nothing, and nothing for an unknown title", async () => {
      const before = (await auditLog()).length;
      expect(Option.getOrNull(await edit(AMELIE, { field: "verified", verified: true }))?.verified).toBe(true);
      expect(Option.isNone(await edit("tt0000001", { field: "verified", verified: false }))).toBe(true);
      expect(Option.isNone(await edit(AMELIE, { field: "verified", verified: false }, "series"))).toBe(true);
      expect((await auditLog()).length).toBe(before);
    });

    it("sets and clears report codes without repeating one", async () => {
      expect(Option.getOrNull(await edit(GODFATHER, { field: "incorrect", code: "YT", incorrect: false }))?.incorrect).toEqual(["PO"]);
      expect(Option.getOrNull(await edit(AMELIE, { field: "incorrect", code: "SY", incorrect: true }))?.incorrect).toEqual(["SY"]);
      expect(Option.getOrNull(await edit(AMELIE, { field: "incorrect", code: "SY", incorrect: true }))?.incorrect).toEqual(["SY"]);
      expect(await list("reported")).toEqual([WOLF, GODFATHER, AMELIE]);
      expect((await auditLog(1))[0]?.after).toEqual({ incorrect: ["SY"] });
      expect(Option.getOrNull(await edit(GODFATHER, { field: "incorrect", code: "PO", incorrect: false }))?.incorrect).toEqual([]);
      expect(await list("reported")).toEqual([WOLF, AMELIE]);
    });

    it("changes the trailer, the review-site link and status, the verified flag and the IMDb id", async () => {
      await edit(PADDINGTON, { field: "youtube", youtube: "7bZFr2IA0Bo" });
      await edit(PADDINGTON, { field: "rotten", url: "https://www.rottentomatoes.com/m/paddington_2014", rtSlug: "m/paddington_2014" });
      await edit(PADDINGTON, { field: "rottenStatus", status: "AG" });
      const film = Option.getOrNull(await edit(PADDINGTON, { field: "verified", verified: true }));
      expect([film?.youtube, film?.rotten, film?.rt_slug, film?.verified]).toEqual([
        "7bZFr2IA0Bo",
        { url: "https://www.rottentomatoes.com/m/paddington_2014", synopsis_full: null, status: "AG" },
        "m/paddington_2014",
        true,
      ]);
      expect(await list("unverified")).toEqual([WOLF]);
      const moved = Option.getOrNull(await edit(PADDINGTON_2, { field: "imdb", tconst: "tt4468741" }));
      expect(moved?.imdb.tconst).toBe("tt4468741");
      expect(await find(PADDINGTON_2)).toBeNull();
      const taken = await run(
        Effect.flip(
          Effect.flatMap(Effect.service(AdminCatalogue), (c) => c.editTitle("film", "tt4468741", { field: "imdb", tconst: AMELIE }, stamp("x", "y"))),
        ),
      );
      expect(taken._tag).toBe("TconstTaken");
      expect((await find("tt4468741"))?.title).toBe("Paddington 2");
    });

    it("reset all clears the fetched links and marks the title for checking, keeping its title and reports", async () => {
      const reset = Option.getOrNull(await edit(AMELIE, { field: "resetAll" }));
      expect(reset).toMatchObject({
        title: "Amélie",
        youtube: null,
        rotten: { url: null, status: "UN" },
        rt_slug: null,
        tmdb: null,
        full_data: false,
        verified: false,
        incorrect: ["SY"],
      });
      expect((await auditLog(1))[0]).toMatchObject({
        action: "edit resetAll",
        before: {
          youtube: "HUECWi5pX7o",
          rotten_url: "https://www.rottentomatoes.com/m/amelie",
          rotten_status: "GD",
          rt_slug: "m/amelie",
          tmdb_id: 194,
          full_data: true,
          verified: true,
        },
        after: { youtube: null, rotten_url: null, rotten_status: "UN", rt_slug: null, tmdb_id: null, full_data: false, verified: false },
      });
    });

    it("matches a streaming availability to another film and answers the film it left", async () => {
      const from = await catalogue((c) => c.moveStreaming(13, "tt4468741", stamp("update streaming", "streaming 13")));
      expect(from.imdb.tconst).toBe(PADDINGTON);
      expect(from.streamings).toEqual([{ id: 14, s: 2, l: "https://iplayer.example/paddington", imdb: PADDINGTON }]);
      expect((await find("tt4468741"))?.streamings).toEqual([{ id: 13, s: 1, l: "https://netflix.example/paddington-2", imdb: "tt4468741" }]);
      expect((await auditLog(1))[0]).toMatchObject({ target: "streaming 13", before: { imdb: PADDINGTON }, after: { imdb: "tt4468741" } });
      for (const [id, tconst] of [
        [999, AMELIE],
        [1, AMELIE],
        [12, "tt0000001"],
      ] as const) {
        const failure = await run(
          Effect.flip(Effect.flatMap(Effect.service(AdminCatalogue), (c) => c.moveStreaming(id, tconst, stamp("update streaming", `streaming ${id}`)))),
        );
        expect(failure._tag).toBe("AdminTargetNotFound");
      }
    });

    it("lists reviews unverified first, then newest first, and verifies one", async () => {
      expect((await catalogue((c) => c.listReviews(36, 0))).map((r) => r.id)).toEqual([3, 2, 1]);
      expect(await catalogue((c) => c.listReviews(1, 1))).toEqual([
        {
          id: 2,
          film: "The Godfather Part I",
          film_id: GODFATHER,
          film_url: "/film/the-godfather-1972/",
          synopsis: null,
          review: "An offer you cannot refuse.",
          verified: false,
          created_at: ADMIN_NOW - 2 * DAY,
        },
      ]);
      const verified = Option.getOrNull(await catalogue((c) => c.setReviewVerified(3, true, stamp("update verified", "review 3"))));
      expect(verified?.verified).toBe(true);
      expect((await catalogue((c) => c.listReviews(36, 0))).map((r) => r.id)).toEqual([2, 3, 1]);
      expect((await auditLog(1))[0]).toMatchObject({ target: "review 3", before: { verified: false }, after: { verified: true } });
      expect(Option.isNone(await catalogue((c) => c.setReviewVerified(99, true, stamp("update verified", "review 99"))))).toBe(true);
    });

    it("grants and revokes the admin role by email in any letter case, recording each change once", async () => {
      const before = (await auditLog()).length;
      expect(Option.getOrNull(await accounts((a) => a.setAdmin("MEMBER@example.com", true, stamp("grant admin", "user member@example.com"))))).toEqual({
        changed: true,
      });
      expect(Option.getOrNull(await accounts((a) => a.setAdmin("member@example.com", true, stamp("grant admin", "user member@example.com"))))).toEqual({
        changed: false,
      });
      expect(Option.getOrNull(await accounts((a) => a.roleOf(ports.userIdOf("member@example.com"))))?.admin).toBe(true);
      expect(Option.isNone(await accounts((a) => a.setAdmin("gone@example.com", true, stamp("grant admin", "user gone@example.com"))))).toBe(true);
      expect(Option.isNone(await accounts((a) => a.setAdmin("nobody@example.com", true, stamp("grant admin", "user nobody@example.com"))))).toBe(true);
      expect((await auditLog()).length).toBe(before + 1);
      expect((await auditLog(1))[0]).toMatchObject({ action: "grant admin", before: { admin: false }, after: { admin: true } });
      await accounts((a) => a.setAdmin("member@example.com", false, stamp("revoke admin", "user member@example.com")));
      await accounts((a) => a.setAdmin("admin@example.com", false, stamp("revoke admin", "user admin@example.com")));
      expect(await accounts((a) => a.hasAdmin)).toBe(false);
      await accounts((a) => a.setAdmin("admin@example.com", true, stamp("grant admin", "user admin@example.com")));
      expect(await accounts((a) => a.hasAdmin)).toBe(true);
    });

    it("creates admin accounts, refusing an email that is taken in any letter case", async () => {
      const id = await accounts((a) =>
        a.createAdmin({ email: "new-admin@example.com", passwordHash: "hash" }, stamp("create admin", "user new-admin@example.com")),
      );
      expect(Option.getOrNull(await accounts((a) => a.roleOf(id)))).toEqual({ email: "new-admin@example.com", admin: true });
      expect((await auditLog(1))[0]).toMatchObject({ action: "create admin", before: { admin: null }, after: { admin: true } });
      for (const email of ["ADMIN@example.com", "gone@example.com"]) {
        const failure = await run(
          Effect.flip(Effect.flatMap(Effect.service(AdminAccounts), (a) => a.createAdmin({ email, passwordHash: "hash" }, stamp("create admin", email)))),
        );
        expect(failure._tag).toBe("EmailAlreadyRegistered");
      }
    });

    it("reads the audit log newest first, a page at a time", async () => {
      const all = await auditLog();
      expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort((a, b) => b - a));
      expect(await auditLog(2, 1)).toEqual(all.slice(1, 3));
    });
  });
