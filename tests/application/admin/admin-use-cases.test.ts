import { Effect, Layer, Option } from "effect";
import { describe, expect, it } from "vitest";
import { VIDEO_SEARCH_NOT_CONFIGURED } from "../../../application/admin/admin-failures.ts";
import { AdminAccounts } from "../../../application/admin/admin-accounts.ts";
import { editTitle } from "../../../application/admin/edit-title.ts";
import { ensureFirstAdmin, FIRST_ADMIN_EMAIL } from "../../../application/admin/ensure-first-admin.ts";
import { listAdminTitles } from "../../../application/admin/list-admin-titles.ts";
import { listAuditLog } from "../../../application/admin/list-audit-log.ts";
import { moveStreaming } from "../../../application/admin/move-streaming.ts";
import { recordFilmView } from "../../../application/admin/record-film-view.ts";
import { requireAdmin } from "../../../application/admin/require-admin.ts";
import { searchTrailers } from "../../../application/admin/search-trailers.ts";
import { grantAdmin, revokeAdmin } from "../../../application/admin/set-admin-role.ts";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { adminPortsFake } from "../../fakes/admin-ports-fake.ts";
import { passwordHasherFake, type HasherCalls } from "../../fakes/password-hasher-fake.ts";
import { secureTokensFake } from "../../fakes/secure-tokens-fake.ts";
import { videoSearchFake } from "../../fakes/video-search-fake.ts";
import { ADMIN_NOW, adminWorld, AMELIE, GODFATHER, type AdminWorld } from "../contracts/admin-world.ts";

const world = (base: AdminWorld = adminWorld) => {
  const fake = adminPortsFake(base);
  const issued: Array<string> = [];
  const calls: HasherCalls = { hashes: 0, verifications: 0, dummyVerifications: 0 };
  const layer = Layer.mergeAll(fake.layer, passwordHasherFake(calls), secureTokensFake(issued), videoSearchFake(null));
  return {
    run: <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>) => Effect.runPromise(Effect.provide(effect, layer)),
    fail: <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>) => Effect.runPromise(Effect.provide(Effect.flip(effect), layer)),
    userIdOf: fake.userIdOf,
    issued,
    calls,
  };
};

const page = { list: "recent" as const, keyword: "", count: 36, offset: 0, random: false };

describe("admin access", () => {
  it("lets an admin through and refuses members, deleted accounts and unknown users", async () => {
    const w = world();
    expect(await w.run(requireAdmin(w.userIdOf("admin@example.com")))).toEqual({ userId: w.userIdOf("admin@example.com"), email: "admin@example.com" });
    for (const userId of [w.userIdOf("member@example.com"), w.userIdOf("gone@example.com"), 999]) {
      expect((await w.fail(requireAdmin(userId)))._tag).toBe("NotAnAdmin");
    }
  });

  it("grants and revokes the role from the command line, recording the operator as the actor", async () => {
    const w = world();
    expect(await w.run(grantAdmin(" member@example.com "))).toEqual({ changed: true });
    expect((await w.run(requireAdmin(w.userIdOf("member@example.com")))).email).toBe("member@example.com");
    expect(await w.run(revokeAdmin("member@example.com"))).toEqual({ changed: true });
    expect((await w.fail(requireAdmin(w.userIdOf("member@example.com"))))._tag).toBe("NotAnAdmin");
    expect((await w.fail(grantAdmin("nobody@example.com"))).message).toBe("No account has the email nobody@example.com.");
    const log = await w.run(listAuditLog({ count: 36, offset: 0 }));
    expect(log.map((entry) => [entry.actor, entry.action, entry.target])).toEqual([
      ["cli", "revoke admin", "user member@example.com"],
      ["cli", "grant admin", "user member@example.com"],
    ]);
  });
});

describe("the first admin of the embedded default", () => {
  const noAdmins: AdminWorld = { ...adminWorld, accounts: [{ email: "member@example.com", admin: false }] };

  it("is created once, with a random password that is only hashed, when no admin exists", async () => {
    const w = world(noAdmins);
    const first = Option.getOrNull(await w.run(ensureFirstAdmin));
    expect(first).toEqual({ email: FIRST_ADMIN_EMAIL, password: w.issued[0] });
    expect(first?.password.length).toBeGreaterThanOrEqual(32);
    expect(w.calls.hashes).toBe(1);
    expect(Option.isNone(await w.run(ensureFirstAdmin))).toBe(true);
    expect(await w.run(Effect.flatMap(Effect.service(AdminAccounts), (a) => a.hasAdmin))).toBe(true);
  });

  it("is not created when an admin exists, nor over an account that already has the address", async () => {
    expect(Option.isNone(await world().run(ensureFirstAdmin))).toBe(true);
    const taken = world({ ...noAdmins, accounts: [{ email: FIRST_ADMIN_EMAIL, admin: false }] });
    expect(Option.isNone(await taken.run(ensureFirstAdmin))).toBe(true);
    expect(await taken.run(Effect.flatMap(Effect.service(AdminAccounts), (a) => a.hasAdmin))).toBe(false);
  });
});

describe("admin edits", () => {
  const actor = { userId: 1, email: "admin@example.com" };

  it("stores a pasted YouTube link as its video id and records the action by its name", async () => {
    const w = world();
    const film = await w.run(editTitle(actor, "film", GODFATHER, { action: "update youtube", youtube: "https://youtu.be/sY1S34973zA" }, ADMIN_NOW));
    expect(film.youtube).toBe("sY1S34973zA");
    expect((await w.run(listAuditLog({ count: 1, offset: 0 })))[0]).toMatchObject({
      at: ADMIN_NOW,
      actor: "admin@example.com",
      action: "update youtube",
      target: `film ${GODFATHER}`,
      after: { youtube: "sY1S34973zA" },
    });
  });

  it("trims a new title and refuses an empty one, a bad video, a bad review link and a bad IMDb id", async () => {
    const w = world();
    expect((await w.run(editTitle(actor, "film", GODFATHER, { action: "update title", newTitle: "  The   Godfather  " }, ADMIN_NOW))).title).toBe(
      "The Godfather",
    );
    const refused = [
      { action: "update title" as const, newTitle: "   " },
      { action: "update youtube" as const, youtube: "https://vimeo.com/1" },
      { action: "update rotten" as const, url: "https://example.com/m/amelie" },
      { action: "update imdb" as const, imdb: "0068646" },
    ];
    for (const request of refused) {
      expect((await w.fail(editTitle(actor, "film", GODFATHER, request, ADMIN_NOW)))._tag).toBe("InvalidAdminInput");
    }
    expect((await w.run(editTitle(actor, "film", GODFATHER, { action: "update rotten", url: " " }, ADMIN_NOW))).rotten.url).toBeNull();
    expect((await w.fail(editTitle(actor, "film", "tt0000001", { action: "reset all" }, ADMIN_NOW)))._tag).toBe("AdminTargetNotFound");
    expect((await w.fail(moveStreaming(actor, 11, "not-an-id", ADMIN_NOW)))._tag).toBe("InvalidAdminInput");
  });
});

describe("admin lists and searches", () => {
  it("refuses an empty keyword and a page outside 1 to 36", async () => {
    const w = world();
    expect(await w.fail(listAdminTitles("film", { ...page, list: "keyword", keyword: "  " }, ADMIN_NOW, LONDON))).toMatchObject({ field: "keyword" });
    expect(await w.fail(listAdminTitles("film", { ...page, count: 37 }, ADMIN_NOW, LONDON))).toMatchObject({ field: "n" });
    expect(await w.fail(listAdminTitles("film", { ...page, offset: -1 }, ADMIN_NOW, LONDON))).toMatchObject({ field: "offset" });
  });

  it("brings view counters up to the broadcast day before listing", async () => {
    const w = world();
    await w.run(recordFilmView("amelie-2001", ADMIN_NOW, LONDON));
    const [top] = await w.run(listAdminTitles("film", { ...page, list: "daily" }, ADMIN_NOW, LONDON));
    expect([top?.imdb.tconst, top?.n_daily]).toEqual([AMELIE, 1]);
    const nextDay = ADMIN_NOW + 86_400_000;
    expect(await w.run(listAdminTitles("film", { ...page, list: "daily" }, nextDay, LONDON))).toEqual([]);
  });

  it("says trailer search is not configured instead of inventing results", async () => {
    const w = world();
    expect(await w.fail(searchTrailers("film", AMELIE))).toMatchObject({ _tag: "VideoSearchNotConfigured", message: VIDEO_SEARCH_NOT_CONFIGURED });
    expect((await w.fail(searchTrailers("film", "tt0000001")))._tag).toBe("AdminTargetNotFound");
  });

  it("searches configured video search for the film's title and year", async () => {
    const fake = adminPortsFake(adminWorld);
    const queries: Array<string> = [];
    const search = videoSearchFake([{ id: "HUECWi5pX7o", title: "Trailer", channel: "Studio", thumbnail: null, published_at: null }], queries);
    const results = await Effect.runPromise(Effect.provide(searchTrailers("film", AMELIE), Layer.merge(fake.layer, search)));
    expect(results.map((r) => r.id)).toEqual(["HUECWi5pX7o"]);
    expect(queries).toEqual(["Amélie 2001 trailer"]);
  });
});
