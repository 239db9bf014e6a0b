import { Effect, Option } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { EmailChanges } from "../../../application/accounts/email-changes.ts";
import { KnownDevices } from "../../../application/accounts/known-devices.ts";
import { LoginAttempts } from "../../../application/accounts/login-attempts.ts";
import { PasswordResets } from "../../../application/accounts/password-resets.ts";
import { SessionStore } from "../../../application/accounts/session-store.ts";
import { MailOutbox } from "../../../application/mail/mail-outbox.ts";
import type { OutgoingMail } from "../../../application/mail/outgoing-mail.ts";
import { ChannelLists } from "../../../application/personal/channel-lists.ts";
import { RecommendationSource } from "../../../application/personal/recommendation-source.ts";
import { UserMessages } from "../../../application/personal/user-messages.ts";
import { UserTitles } from "../../../application/personal/user-titles.ts";
import { LOGIN_WINDOW_MS } from "../../../domain/login-throttle.ts";
import type { StarRating } from "../../../domain/star-rating.ts";
import type { FlagKind } from "../../../domain/user-flags.ts";
import { contractCatalogue, fixtureSlug, type CatalogueFixture } from "./catalogue-fixture.ts";

export type StoragePorts =
  | AccountRepository
  | SessionStore
  | PasswordResets
  | EmailChanges
  | LoginAttempts
  | KnownDevices
  | MailOutbox
  | UserTitles
  | UserMessages
  | ChannelLists
  | RecommendationSource;

export interface OpenedStorage {
  readonly run: <A, E>(effect: Effect.Effect<A, E, StoragePorts>) => Promise<A>;
  readonly close: () => Promise<void>;
}

export interface StorageHarness {
  readonly name: string;
  /** How many random sequences the property test tries (fewer on slow engines). */
  readonly propertyRuns: number;
  readonly open: (catalogue: CatalogueFixture) => Promise<OpenedStorage>;
}

const mail = (to: string, kind = "test", dedupeKey?: string): OutgoingMail => ({
  kind,
  to,
  subject: `Subject for ${to}`,
  text: "text body",
  html: "<p>html body</p>",
  dedupeKey,
});

const TODAY = { year: 2026, month: 11, day: 20 };
const HOUR = 3_600_000;
// The sender's clock in the outbox cases: a mail never tried is due at any time, so a fixed instant serves every run.
const CLAIM_AT = Date.UTC(2026, 10, 25, 19, 30);

export const storagePortsContract = (harness: StorageHarness) =>
  describe(`storage ports on ${harness.name}`, () => {
    const now = Date.UTC(2026, 10, 20, 12, 0, 0);
    const catalogue = contractCatalogue(now);
    let storage: OpenedStorage;
    let counter = 0;
    const run = <A, E>(effect: Effect.Effect<A, E, StoragePorts>) => storage.run(effect);
    const freshEmail = () => `person${++counter}.${Math.random().toString(36).slice(2, 8)}@Example.com`;
    const newAccount = (email = freshEmail()) =>
      run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.register({ email, passwordHash: "hash-1" }, () => mail(email, "welcome"))));
    const drainAll = () =>
      run(Effect.flatMap(Effect.service(MailOutbox), (outbox) => outbox.claimDue(Number.MAX_SAFE_INTEGER / 2, 1000, Number.MAX_SAFE_INTEGER / 2 + 1)));

    beforeAll(async () => {
      storage = await harness.open(catalogue);
    });
    afterAll(async () => {
      await storage.close();
    });

    describe("accounts", () => {
      it("registers an account, finds it by email in any letter case and queues its welcome mail with it", async () => {
        await drainAll();
        const email = freshEmail();
        const id = await newAccount(email);
        const found = await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.findCredentialsByEmail(email.toUpperCase())));
        expect(Option.getOrNull(found)).toEqual({ id, email, passwordHash: "hash-1" });
        const queued = await drainAll();
        expect(queued.map((row) => [row.to, row.kind])).toEqual([[email, "welcome"]]);
      });

      it("refuses a second account for the same email in other letters and queues no mail for it", async () => {
        const email = freshEmail();
        await newAccount(email);
        await drainAll();
        const again = await run(
          Effect.flatMap(Effect.service(AccountRepository), (accounts) =>
            Effect.flip(accounts.register({ email: email.toLowerCase(), passwordHash: "other" }, () => mail(email, "welcome"))),
          ),
        );
        expect(again._tag).toBe("EmailAlreadyRegistered");
        expect(await drainAll()).toEqual([]);
      });

      it("leaves no account behind when queueing its welcome mail fails, as both happen in one transaction", async () => {
        const email = freshEmail();
        const outcome = await run(
          Effect.flatMap(Effect.service(AccountRepository), (accounts) =>
            Effect.exit(
              accounts.register({ email, passwordHash: "hash" }, () => {
                throw new Error("the mail could not be written");
              }),
            ),
          ),
        );
        expect(outcome._tag).toBe("Failure");
        expect(Option.isNone(await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.findCredentialsByEmail(email))))).toBe(true);
      });

      it("changes the email, keeps the password without a new hash, and refuses an email another account holds", async () => {
        const taken = freshEmail();
        await newAccount(taken);
        const id = await newAccount();
        const moved = freshEmail();
        await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.changeCredentials(id, { email: moved, passwordHash: null })));
        const found = await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.findCredentialsById(id)));
        expect(Option.getOrNull(found)).toEqual({ id, email: moved, passwordHash: "hash-1" });
        const refused = await run(
          Effect.flatMap(Effect.service(AccountRepository), (accounts) => Effect.flip(accounts.changeCredentials(id, { email: taken, passwordHash: "x" }))),
        );
        expect(refused._tag).toBe("EmailAlreadyRegistered");
        await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.changeCredentials(id, { email: moved, passwordHash: "hash-2" })));
        expect(
          Option.getOrNull(await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.findCredentialsById(id))))?.passwordHash,
        ).toBe("hash-2");
      });

      it("keeps the username, the profile image (answering the one replaced), email preferences, filters and view", async () => {
        const id = await newAccount();
        const profile = await run(
          Effect.gen(function* () {
            const accounts = yield* AccountRepository;
            yield* accounts.setUsername(id, "Ann");
            expect(yield* accounts.setProfileImage(id, "first.webp")).toBeNull();
            expect(yield* accounts.setProfileImage(id, "second.webp")).toBe("first.webp");
            yield* accounts.setEmailPreference(id, "weekly newsletter", false);
            yield* accounts.setEmailPreference(id, "email alerts", true);
            yield* accounts.saveFilters(id, { order: "title", hd: true, keyword: 'it\'s "quoted"' });
            yield* accounts.saveView(id, "grid");
            return yield* accounts.loadProfile(id);
          }),
        );
        expect(Option.getOrNull(profile)).toMatchObject({
          id,
          username: "Ann",
          profileImage: "second.webp",
          premiumUntil: null,
          receiveNewsletter: false,
          receiveFilmAlerts: true,
          preferredView: "grid",
          filters: { order: "title", hd: true, keyword: 'it\'s "quoted"' },
        });
      });

      it("terminates an account: its flags, ratings, lists, messages, sessions, reset tokens and mails go and it cannot be found", async () => {
        const email = freshEmail();
        const id = await newAccount(email);
        await run(
          Effect.gen(function* () {
            const titles = yield* UserTitles;
            yield* titles.setFlag(id, "tt9000001", "watched", true, TODAY);
            yield* titles.setStars(id, "tt9000001", 4);
            yield* titles.setFlag(id, "tt9000002", "alert", true, TODAY);
            yield* (yield* ChannelLists).replaceChannels(id, null, [901]);
            yield* (yield* ChannelLists).create(id, "Named");
            yield* (yield* UserMessages).add(id, { text: "hello", kind: "other", slug: null, createdAt: now });
            yield* (yield* SessionStore).create({ id: `session-${id}`, userId: id, lastSeenAt: now, expiresAt: now + HOUR });
            yield* (yield* PasswordResets).issue(
              { tokenDigest: `reset-${id}`, userId: id, createdAt: now, expiresAt: now + HOUR },
              mail(email, "password-reset"),
            );
            yield* (yield* AccountRepository).setProfileImage(id, "avatar.webp");
          }),
        );
        const terminated = await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.terminate(id, now)));
        expect(terminated).toEqual({ profileImage: "avatar.webp" });
        const after = await run(
          Effect.gen(function* () {
            const accounts = yield* AccountRepository;
            return {
              byEmail: Option.isSome(yield* accounts.findCredentialsByEmail(email)),
              byId: Option.isSome(yield* accounts.findCredentialsById(id)),
              profile: Option.isSome(yield* accounts.loadProfile(id)),
              flags: yield* (yield* UserTitles).flags(id),
              lists: yield* (yield* ChannelLists).overview(id),
              messages: yield* (yield* UserMessages).latest(id, 100),
              session: Option.isSome(yield* (yield* SessionStore).find(`session-${id}`)),
              reset: yield* (yield* PasswordResets).isRedeemable(`reset-${id}`, now),
            };
          }),
        );
        expect(after).toEqual({
          byEmail: false,
          byId: false,
          profile: false,
          flags: { watched: [], not_interested: [], alerts: [], stars: {} },
          lists: { lists: [], defaultChannels: [] },
          messages: [],
          session: false,
          reset: false,
        });
        expect((await drainAll()).filter((row) => row.to === email)).toEqual([]);
        const second = await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.terminate(id, now)));
        expect(second).toEqual({ profileImage: null });
        const reuse = await newAccount(email);
        expect(reuse).not.toBe(id);
      });

      it("purges terminated accounts only once they were terminated before the cutoff", async () => {
        const early = await newAccount();
        const late = await newAccount();
        const purged = await run(
          Effect.gen(function* () {
            const accounts = yield* AccountRepository;
            yield* accounts.terminate(early, now - 10 * HOUR);
            yield* accounts.terminate(late, now);
            return yield* accounts.purgeTerminatedBefore(now - 5 * HOUR);
          }),
        );
        expect(purged).toBe(1);
        expect(await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.purgeTerminatedBefore(now - 5 * HOUR)))).toBe(0);
      });
    });

    describe("sessions", () => {
      it("finds, touches and revokes one session, and revokes all of a user's but one", async () => {
        const user = await newAccount();
        const other = await newAccount();
        const result = await run(
          Effect.gen(function* () {
            const sessions = yield* SessionStore;
            for (const id of ["a", "b", "c"]) yield* sessions.create({ id: `${user}-${id}`, userId: user, lastSeenAt: now, expiresAt: now + HOUR });
            yield* sessions.create({ id: `${other}-x`, userId: other, lastSeenAt: now, expiresAt: now + HOUR });
            yield* sessions.touch(`${user}-a`, now + 5, now + 2 * HOUR);
            const touched = yield* sessions.find(`${user}-a`);
            yield* sessions.revoke(`${user}-b`);
            yield* sessions.revokeAllForUser(user, `${user}-a`);
            return {
              touched: Option.getOrNull(touched),
              a: Option.isSome(yield* sessions.find(`${user}-a`)),
              b: Option.isSome(yield* sessions.find(`${user}-b`)),
              c: Option.isSome(yield* sessions.find(`${user}-c`)),
              other: Option.isSome(yield* sessions.find(`${other}-x`)),
            };
          }),
        );
        expect(result).toEqual({
          touched: { id: `${user}-a`, userId: user, lastSeenAt: now + 5, expiresAt: now + 2 * HOUR },
          a: true,
          b: false,
          c: false,
          other: true,
        });
      });

      it("purges only sessions that have expired", async () => {
        const user = await newAccount();
        const found = await run(
          Effect.gen(function* () {
            const sessions = yield* SessionStore;
            yield* sessions.create({ id: `${user}-old`, userId: user, lastSeenAt: now - 2 * HOUR, expiresAt: now - HOUR });
            yield* sessions.create({ id: `${user}-new`, userId: user, lastSeenAt: now, expiresAt: now + HOUR });
            expect(yield* sessions.purgeExpired(now)).toBeGreaterThanOrEqual(1);
            return [Option.isSome(yield* sessions.find(`${user}-old`)), Option.isSome(yield* sessions.find(`${user}-new`))];
          }),
        );
        expect(found).toEqual([false, true]);
      });
    });

    describe("password resets", () => {
      it("queues the mail with the token, redeems the token once, sets the password and ends every session", async () => {
        const email = freshEmail();
        const user = await newAccount(email);
        await drainAll();
        const outcome = await run(
          Effect.gen(function* () {
            const resets = yield* PasswordResets;
            yield* (yield* SessionStore).create({ id: `${user}-s`, userId: user, lastSeenAt: now, expiresAt: now + HOUR });
            yield* resets.issue({ tokenDigest: `${user}-t`, userId: user, createdAt: now, expiresAt: now + HOUR }, mail(email, "password-reset"));
            const issued = yield* resets.countIssuedSince(user, now - HOUR);
            const redeemable = yield* resets.isRedeemable(`${user}-t`, now + 1);
            const first = yield* resets.redeem(`${user}-t`, now + 1, "new-hash");
            const second = yield* resets.redeem(`${user}-t`, now + 2, "other-hash");
            return {
              issued,
              redeemable,
              first,
              second,
              redeemableAfter: yield* resets.isRedeemable(`${user}-t`, now + 3),
              session: Option.isSome(yield* (yield* SessionStore).find(`${user}-s`)),
              hash: Option.getOrNull(yield* (yield* AccountRepository).findCredentialsById(user))?.passwordHash,
            };
          }),
        );
        expect(outcome).toEqual({ issued: 1, redeemable: true, first: user, second: null, redeemableAfter: false, session: false, hash: "new-hash" });
        expect((await drainAll()).map((row) => [row.to, row.kind])).toEqual([[email, "password-reset"]]);
      });

      it("never redeems an expired or unknown token, and purges expired ones", async () => {
        const user = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const resets = yield* PasswordResets;
            yield* resets.issue({ tokenDigest: `${user}-old`, userId: user, createdAt: now - 2 * HOUR, expiresAt: now - HOUR }, mail("x@example.com"));
            return {
              expired: yield* resets.redeem(`${user}-old`, now, "hash"),
              unknown: yield* resets.redeem(`${user}-nothing`, now, "hash"),
              recent: yield* resets.countIssuedSince(user, now - HOUR),
              purged: (yield* resets.purgeExpired(now)) >= 1,
              hash: Option.getOrNull(yield* (yield* AccountRepository).findCredentialsById(user))?.passwordHash,
            };
          }),
        );
        expect(outcome).toEqual({ expired: null, unknown: null, recent: 0, purged: true, hash: "hash-1" });
      });
    });

    describe("email changes", () => {
      it("queues both mails with the change, then sets the new email once; a used, expired or unknown change is named as such", async () => {
        const oldEmail = freshEmail();
        const user = await newAccount(oldEmail);
        await drainAll();
        const newEmail = freshEmail();
        const outcome = await run(
          Effect.gen(function* () {
            const changes = yield* EmailChanges;
            yield* changes.issue({ tokenDigest: `${user}-c`, userId: user, newEmail, createdAt: now, expiresAt: now + HOUR }, [
              mail(newEmail, "confirm-email-change"),
              mail(oldEmail, "email-change-requested"),
            ]);
            yield* changes.issue({ tokenDigest: `${user}-late`, userId: user, newEmail: freshEmail(), createdAt: now - 2 * HOUR, expiresAt: now - HOUR }, []);
            return {
              before: Option.getOrNull(yield* (yield* AccountRepository).findCredentialsById(user))?.email,
              expired: yield* changes.redeem(`${user}-late`, now),
              unknown: yield* changes.redeem(`${user}-nothing`, now),
              first: yield* changes.redeem(`${user}-c`, now + 1),
              second: yield* changes.redeem(`${user}-c`, now + 2),
              after: Option.getOrNull(yield* (yield* AccountRepository).findCredentialsById(user))?.email,
              purged: yield* changes.purgeExpiredBefore(now),
              expiredAfterPurge: yield* changes.redeem(`${user}-late`, now),
            };
          }),
        );
        expect(outcome).toEqual({
          before: oldEmail,
          expired: { outcome: "expired" },
          unknown: { outcome: "unknown" },
          first: { outcome: "changed", userId: user, newEmail },
          second: { outcome: "used" },
          after: newEmail,
          purged: 1,
          expiredAfterPurge: { outcome: "unknown" },
        });
        expect((await drainAll()).map((row) => [row.to, row.kind])).toEqual([
          [newEmail, "confirm-email-change"],
          [oldEmail, "email-change-requested"],
        ]);
      });

      it("keeps the change unused and the email as it was when another account holds the new address in other letters", async () => {
        const oldEmail = freshEmail();
        const user = await newAccount(oldEmail);
        const wanted = freshEmail();
        const outcome = await run(
          Effect.gen(function* () {
            const changes = yield* EmailChanges;
            yield* changes.issue({ tokenDigest: `${user}-t`, userId: user, newEmail: wanted, createdAt: now, expiresAt: now + HOUR }, []);
            yield* (yield* AccountRepository).register({ email: wanted.toUpperCase(), passwordHash: "hash-2" }, () => mail(wanted, "welcome"));
            return {
              taken: yield* changes.redeem(`${user}-t`, now),
              email: Option.getOrNull(yield* (yield* AccountRepository).findCredentialsById(user))?.email,
            };
          }),
        );
        expect(outcome).toEqual({ taken: { outcome: "taken" }, email: oldEmail });
      });
    });

    describe("login attempts", () => {
      it("counts each attempt in one statement, starts a new window after the last, gives one back and forgets on clear", async () => {
        const key = `login:test:${++counter}`;
        const counts = await run(
          Effect.gen(function* () {
            const attempts = yield* LoginAttempts;
            const parallel = yield* Effect.all(
              Array.from({ length: 12 }, () => attempts.take(key, now)),
              { concurrency: "unbounded" },
            );
            yield* attempts.giveBack(key);
            const afterGiveBack = yield* attempts.take(key, now + 100);
            const renewed = yield* attempts.take(key, now + LOGIN_WINDOW_MS + 1);
            yield* attempts.clear(key);
            return {
              seen: parallel.map((count) => count.attempts).sort((a, b) => a - b),
              afterGiveBack,
              renewed,
              cleared: yield* attempts.take(key, now + LOGIN_WINDOW_MS + 2),
            };
          }),
        );
        expect(counts).toEqual({
          seen: Array.from({ length: 12 }, (_, index) => index + 1),
          afterGiveBack: { windowStart: now, attempts: 12 },
          renewed: { windowStart: now + LOGIN_WINDOW_MS + 1, attempts: 1 },
          cleared: { windowStart: now + LOGIN_WINDOW_MS + 2, attempts: 1 },
        });
      });

      it("purges counters idle since the cutoff", async () => {
        const key = `login:test:${++counter}`;
        const left = await run(
          Effect.gen(function* () {
            const attempts = yield* LoginAttempts;
            yield* attempts.take(key, now - 10 * HOUR);
            yield* attempts.purgeIdleSince(now - HOUR);
            return yield* attempts.take(key, now - 10 * HOUR + 1);
          }),
        );
        expect(left.attempts).toBe(1);
      });

      it("knows a device only for the account it logged in to", async () => {
        const known = await run(
          Effect.gen(function* () {
            const devices = yield* KnownDevices;
            const accounts = yield* AccountRepository;
            const email = `device-${++counter}@example.com`;
            yield* accounts.register({ email, passwordHash: "hash" }, () => mail(email, "welcome")).pipe(Effect.orDie);
            const found = yield* accounts.findCredentialsByEmail(email);
            const userId = found._tag === "Some" ? found.value.id : -1;
            const before = yield* devices.isKnown(userId, "device-a");
            yield* devices.remember(userId, "device-a", now);
            yield* devices.remember(userId, "device-a", now + 1);
            return { before, after: yield* devices.isKnown(userId, "device-a"), other: yield* devices.isKnown(userId, "device-b") };
          }),
        );
        expect(known).toEqual({ before: false, after: true, other: false });
      });
    });

    describe("mail outbox", () => {
      it("leases each due mail to one claim until the lease ends, and never again once sent or failed", async () => {
        await drainAll();
        const claims = await run(
          Effect.gen(function* () {
            const outbox = yield* MailOutbox;
            yield* outbox.enqueue(mail("one@example.com"));
            yield* outbox.enqueue(mail("two@example.com"));
            yield* outbox.enqueue(mail("three@example.com"));
            const t = CLAIM_AT;
            const first = yield* outbox.claimDue(t, 2, t + HOUR);
            const second = yield* outbox.claimDue(t, 10, t + HOUR);
            const duringLease = yield* outbox.claimDue(t + 10, 10, t + HOUR);
            const [a, b] = first;
            const [c] = second;
            if (a === undefined || b === undefined || c === undefined) throw new Error("expected three claimed mails");
            yield* outbox.markSent(a.id, t);
            yield* outbox.markFailed(b.id, "refused");
            yield* outbox.markForRetry(c.id, "try later", t + 2 * HOUR);
            const beforeRetry = yield* outbox.claimDue(t + HOUR + 1, 10, t + 3 * HOUR);
            const afterRetry = yield* outbox.claimDue(t + 2 * HOUR, 10, t + 3 * HOUR);
            return { first, second, duringLease, beforeRetry, afterRetry };
          }),
        );
        expect(claims.first.map((row) => [row.to, row.attempts])).toEqual([
          ["one@example.com", 1],
          ["two@example.com", 1],
        ]);
        expect(claims.second.map((row) => [row.to, row.subject, row.text, row.html, row.attempts])).toEqual([
          ["three@example.com", "Subject for three@example.com", "text body", "<p>html body</p>", 1],
        ]);
        expect(claims.duringLease).toEqual([]);
        expect(claims.beforeRetry).toEqual([]);
        expect(claims.afterRetry.map((row) => [row.to, row.attempts])).toEqual([["three@example.com", 2]]);
      });

      it("hands a mail never tried to the next claim whatever time the sender's clock reads", async () => {
        await drainAll();
        const longAgo = Date.UTC(2001, 0, 1);
        const claimed = await run(
          Effect.gen(function* () {
            const outbox = yield* MailOutbox;
            yield* outbox.enqueue(mail("early@example.com"));
            return yield* outbox.claimDue(longAgo, 10, longAgo + HOUR);
          }),
        );
        expect(claimed.map((row) => row.to)).toEqual(["early@example.com"]);
      });

      it("keeps one mail per dedupe key", async () => {
        await drainAll();
        const key = `dedupe-${++counter}`;
        const claimed = await run(
          Effect.gen(function* () {
            const outbox = yield* MailOutbox;
            yield* outbox.enqueue(mail("dup@example.com", "alert", key));
            yield* outbox.enqueue(mail("dup@example.com", "alert", key));
            const t = CLAIM_AT;
            return yield* outbox.claimDue(t, 10, t + HOUR);
          }),
        );
        expect(claimed.map((row) => row.dedupeKey)).toEqual([key]);
      });

      it("hands every due mail to exactly one of several senders claiming at once", async () => {
        await drainAll();
        const claims = await run(
          Effect.gen(function* () {
            const outbox = yield* MailOutbox;
            for (let index = 0; index < 12; index++) yield* outbox.enqueue(mail(`bulk${index}@example.com`));
            const t = CLAIM_AT;
            return yield* Effect.all(
              Array.from({ length: 4 }, () => outbox.claimDue(t, 5, t + HOUR)),
              { concurrency: "unbounded" },
            );
          }),
        );
        const ids = claims.flat().map((row) => row.id);
        expect(ids.length).toBe(12);
        expect(new Set(ids).size).toBe(12);
      });
    });

    describe("flags and ratings", () => {
      it("sets and clears flags and answers them list by list, leaving other users alone", async () => {
        const user = await newAccount();
        const other = await newAccount();
        const flags = await run(
          Effect.gen(function* () {
            const titles = yield* UserTitles;
            yield* titles.setFlag(other, "tt9000001", "watched", true, TODAY);
            yield* titles.setFlag(user, "tt9000001", "watched", true, TODAY);
            yield* titles.setFlag(user, "tt9000002", "not_interested", true, TODAY);
            yield* titles.setFlag(user, "tt9000003", "alert", true, TODAY);
            yield* titles.setFlag(user, "tt9000003", "watched", true, TODAY);
            yield* titles.setFlag(user, "tt9000003", "alert", false, TODAY);
            yield* titles.setFlag(user, "tt0000000", "watched", true, TODAY);
            return { user: yield* titles.flags(user), other: yield* titles.flags(other) };
          }),
        );
        expect(flags.user).toEqual({ watched: ["tt9000001", "tt9000003"], not_interested: ["tt9000002"], alerts: [], stars: {} });
        expect(flags.other).toEqual({ watched: ["tt9000001"], not_interested: [], alerts: [], stars: {} });
      });

      it("rates only watched films, and un-watching clears the rating and the watched date", async () => {
        const user = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const titles = yield* UserTitles;
            const unwatched = yield* titles.setStars(user, "tt9000001", 5);
            yield* titles.setFlag(user, "tt9000001", "watched", true, TODAY);
            const rated = yield* titles.setStars(user, "tt9000001", 5);
            const rated2 = yield* titles.setStars(user, "tt9000002", 3);
            const whileWatched = yield* titles.flags(user);
            yield* titles.setFlag(user, "tt9000001", "watched", false, TODAY);
            yield* titles.setFlag(user, "tt9000001", "watched", true, { year: 2026, month: 11, day: 21 });
            return { unwatched, rated, rated2, whileWatched, after: yield* titles.flags(user), list: yield* titles.list(user, "watched") };
          }),
        );
        expect(outcome.unwatched).toBe(false);
        expect(outcome.rated).toBe(true);
        expect(outcome.rated2).toBe(false);
        expect(outcome.whileWatched.stars).toEqual({ tt9000001: 5 });
        expect(outcome.after.stars).toEqual({});
        expect(outcome.list.map((item) => item.time_stamp)).toEqual([Date.UTC(2026, 10, 21)]);
      });

      it("lists items with title, year, slug, kind and time stamp; the watched list is dated by the watched date, newest first", async () => {
        const user = await newAccount();
        const lists = await run(
          Effect.gen(function* () {
            const titles = yield* UserTitles;
            yield* titles.setFlag(user, "tt9000001", "watched", true, TODAY);
            yield* titles.setFlag(user, "tt9000002", "watched", true, TODAY);
            yield* titles.setFlag(user, "tt9000004", "watched", true, TODAY);
            expect(yield* titles.setWatchedDate(user, "tt9000002", { year: 2019, month: 1, day: 31 })).toBe(true);
            expect(yield* titles.setWatchedDate(user, "tt9000004", null)).toBe(true);
            expect(yield* titles.setWatchedDate(user, "tt9000003", { year: 2019, month: 1, day: 31 })).toBe(false);
            yield* titles.setFlag(user, "tt9000005", "alert", true, TODAY);
            yield* titles.setFlag(user, "tt9000007", "not_interested", true, TODAY);
            return {
              watched: yield* titles.list(user, "watched"),
              alerts: yield* titles.list(user, "alerts"),
              none: yield* titles.list(user, "not_interested"),
            };
          }),
        );
        const byTconst = new Map(catalogue.titles.map((title) => [title.tconst, title]));
        const river = byTconst.get("tt9000001");
        expect(lists.watched.map((item) => [item.tconst, item.time_stamp])).toEqual([
          ["tt9000001", Date.UTC(2026, 10, 20)],
          ["tt9000002", Date.UTC(2019, 0, 31)],
          ["tt9000004", null],
        ]);
        expect(lists.watched[0]).toEqual({
          tconst: "tt9000001",
          title: "River Road",
          year: 1984,
          slug: river === undefined ? "" : fixtureSlug(river),
          kind: "film",
          time_stamp: Date.UTC(2026, 10, 20),
        });
        expect(lists.alerts.map((item) => item.tconst)).toEqual(["tt9000005"]);
        expect(typeof lists.alerts[0]?.time_stamp).toBe("number");
        expect(lists.none.map((item) => [item.tconst, item.title, item.kind])).toEqual([["tt9000007", "The Long Series", "series"]]);
      });

      it("answers the watched films' years and genres, and a title's next show on a channel", async () => {
        const user = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const titles = yield* UserTitles;
            yield* titles.setFlag(user, "tt9000002", "watched", true, TODAY);
            yield* titles.setFlag(user, "tt9000006", "watched", true, TODAY);
            yield* titles.setFlag(user, "tt9000001", "alert", true, TODAY);
            const { films, genres } = yield* titles.watchedFilms(user);
            return {
              films: films.map((film) => ({ year: film.year, genres: film.genres.map((id) => genres.get(id)?.name) })),
              next: Option.getOrNull(yield* titles.nextShow("tt9000004", now)),
              none: Option.getOrNull(yield* titles.nextShow("tt9000005", now)),
              ref: Option.getOrNull(yield* titles.findTitle("tt9000007")),
            };
          }),
        );
        expect(outcome.films.sort((a, b) => (a.year ?? 0) - (b.year ?? 0))).toEqual([
          { year: 1988, genres: ["Drama", "Thriller"] },
          { year: 2015, genres: ["Family", "Comedy"] },
        ]);
        expect(outcome.next).toEqual({ time: now + 5 * HOUR, channel: "Delta Four" });
        expect(outcome.none).toBeNull();
        expect(outcome.ref).toMatchObject({ tconst: "tt9000007", title: "The Long Series", kind: "series" });
      });

      it("keeps every list consistent with the last action of any sequence of flags, ratings and un-flags", async () => {
        const pool = ["tt9000001", "tt9000002", "tt9000003"];
        const action = fc.oneof(
          fc.record({
            type: fc.constant("flag" as const),
            tconst: fc.constantFrom(...pool),
            kind: fc.constantFrom<FlagKind>("watched", "not_interested", "alert"),
            value: fc.boolean(),
          }),
          fc.record({
            type: fc.constant("rate" as const),
            tconst: fc.constantFrom(...pool),
            stars: fc.constantFrom<StarRating | null>(1, 2, 3, 4, 5, null),
          }),
        );
        await fc.assert(
          fc.asyncProperty(fc.array(action, { maxLength: 25 }), async (actions) => {
            const user = await newAccount();
            const model = new Map(pool.map((tconst) => [tconst, { watched: false, not_interested: false, alert: false, stars: null as StarRating | null }]));
            const flags = await run(
              Effect.gen(function* () {
                const titles = yield* UserTitles;
                for (const step of actions) {
                  const state = model.get(step.tconst);
                  if (state === undefined) continue;
                  if (step.type === "flag") {
                    yield* titles.setFlag(user, step.tconst, step.kind, step.value, TODAY);
                    state[step.kind] = step.value;
                    if (step.kind === "watched" && !step.value) state.stars = null;
                  } else {
                    const saved = yield* titles.setStars(user, step.tconst, step.stars);
                    expect(saved).toBe(state.watched);
                    if (state.watched) state.stars = step.stars;
                  }
                }
                return yield* titles.flags(user);
              }),
            );
            const expected = (kind: FlagKind) => pool.filter((tconst) => model.get(tconst)?.[kind] === true).sort();
            expect([...flags.watched].sort()).toEqual(expected("watched"));
            expect([...flags.not_interested].sort()).toEqual(expected("not_interested"));
            expect([...flags.alerts].sort()).toEqual(expected("alert"));
            expect(flags.stars).toEqual(
              Object.fromEntries(
                pool.flatMap((tconst) => {
                  const stars = model.get(tconst)?.stars ?? null;
                  return stars === null ? [] : [[tconst, stars]];
                }),
              ),
            );
            for (const tconst of Object.keys(flags.stars)) expect(flags.watched).toContain(tconst);
          }),
          { numRuns: harness.propertyRuns },
        );
      });
    });

    describe("messages", () => {
      it("keeps messages per user, newest first, limited, and marks them all read", async () => {
        const user = await newAccount();
        const other = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const messages = yield* UserMessages;
            for (let index = 0; index < 12; index++) {
              yield* messages.add(user, {
                text: `message ${index}`,
                kind: index % 2 === 0 ? "film" : "other",
                slug: index % 2 === 0 ? `film-${index}` : null,
                createdAt: now + index * 1000,
              });
            }
            yield* messages.add(other, { text: "not yours", kind: "other", slug: null, createdAt: now + 99_000 });
            const latest = yield* messages.latest(user, 10);
            yield* messages.markAllRead(user);
            return { latest, all: yield* messages.latest(user, 100), others: yield* messages.latest(other, 100) };
          }),
        );
        expect(outcome.latest.map((message) => message.text)).toEqual(Array.from({ length: 10 }, (_, index) => `message ${11 - index}`));
        expect(outcome.latest[0]).toMatchObject({ date: now + 11_000, read: false, kind: "other", slug: null });
        expect(outcome.latest[1]).toMatchObject({ kind: "film", slug: "film-10" });
        expect(outcome.all).toHaveLength(12);
        expect(outcome.all.every((message) => message.read)).toBe(true);
        expect(outcome.others.map((message) => [message.text, message.read])).toEqual([["not yours", false]]);
      });
    });

    describe("channel lists", () => {
      it("makes the default list on first use, replaces its channels and refuses unknown channels", async () => {
        const user = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const lists = yield* ChannelLists;
            const before = yield* lists.overview(user);
            const emptyDefault = yield* lists.channelsOf(user, null);
            yield* lists.replaceChannels(user, null, [903, 901, 901]);
            const unknown = yield* Effect.flip(lists.replaceChannels(user, null, [901, 999_999]));
            return { before, emptyDefault, unknown: unknown._tag, after: yield* lists.overview(user), system: yield* lists.systemChannels(92) };
          }),
        );
        expect(outcome.before).toEqual({ lists: [], defaultChannels: [] });
        expect(outcome.emptyDefault).toEqual([]);
        expect(outcome.unknown).toBe("ChannelNotFound");
        expect(outcome.after.defaultChannels).toEqual([901, 903]);
        expect(outcome.after.lists.map(({ title, channels }) => ({ title, channels }))).toEqual([{ title: null, channels: [901, 903] }]);
        expect([...outcome.system].sort()).toEqual([901, 904]);
      });

      it("answers every list with its own channels, the default list first", async () => {
        const user = await newAccount();
        const other = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const lists = yield* ChannelLists;
            const empty = yield* lists.create(user, "Empty");
            const named = yield* lists.create(user, "Evenings");
            yield* lists.replaceChannels(user, named.id, [904, 902]);
            yield* lists.replaceChannels(user, null, [901]);
            yield* lists.replaceChannels(other, null, [903]);
            return { empty, named, overview: yield* lists.overview(user) };
          }),
        );
        expect(outcome.empty.channels).toEqual([]);
        expect(outcome.overview.lists.slice(1)).toEqual([
          { id: outcome.empty.id, title: "Empty", channels: [] },
          { id: outcome.named.id, title: "Evenings", channels: [902, 904] },
        ]);
        expect(outcome.overview.lists[0]).toMatchObject({ title: null, channels: [901] });
        expect(outcome.overview.defaultChannels).toEqual([901]);
      });

      it("creates and removes named lists of one user; another user's list is not found", async () => {
        const user = await newAccount();
        const intruder = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const lists = yield* ChannelLists;
            const created = yield* lists.create(user, "Films at home");
            yield* lists.replaceChannels(user, created.id, [902]);
            const foreignRead = yield* Effect.flip(lists.channelsOf(intruder, created.id));
            const foreignWrite = yield* Effect.flip(lists.replaceChannels(intruder, created.id, [901]));
            const foreignRemove = yield* Effect.flip(lists.remove(intruder, created.id));
            const channels = yield* lists.channelsOf(user, created.id);
            const overview = yield* lists.overview(user);
            yield* lists.remove(user, created.id);
            return { created, foreign: [foreignRead._tag, foreignWrite._tag, foreignRemove._tag], channels, overview, after: yield* lists.overview(user) };
          }),
        );
        expect(outcome.created.title).toBe("Films at home");
        expect(outcome.foreign).toEqual(["ChannelListNotFound", "ChannelListNotFound", "ChannelListNotFound"]);
        expect(outcome.channels).toEqual([902]);
        expect(outcome.created.channels).toEqual([]);
        expect(outcome.overview.lists).toEqual([{ ...outcome.created, channels: [902] }]);
        expect(outcome.after.lists).toEqual([]);
      });
    });

    describe("recommendation source", () => {
      it("answers the watched films with ratings and features, and the films shown in a window with their first show", async () => {
        const user = await newAccount();
        const outcome = await run(
          Effect.gen(function* () {
            const titles = yield* UserTitles;
            yield* titles.setFlag(user, "tt9000001", "watched", true, TODAY);
            yield* titles.setStars(user, "tt9000001", 5);
            yield* titles.setFlag(user, "tt9000005", "watched", true, TODAY);
            const source = yield* RecommendationSource;
            return { taste: yield* source.taste(user), candidates: yield* source.candidates(now - HOUR, now + 48 * HOUR) };
          }),
        );
        expect([...outcome.taste].sort((a, b) => (a.tconst < b.tconst ? -1 : 1))).toEqual([
          { tconst: "tt9000001", year: 1984, genres: ["Drama"], directors: ["Ada Lane"], stars: ["Bo Reed", "Cy Moss"], rating: 5 },
          { tconst: "tt9000005", year: 1999, genres: ["Thriller"], directors: ["Hal Ives"], stars: ["Di West"], rating: null },
        ]);
        expect(outcome.candidates.map((film) => [film.tconst, film.time])).toEqual([
          ["tt9000001", now + 2 * HOUR],
          ["tt9000004", now + 5 * HOUR],
          ["tt9000002", now + 26 * HOUR],
        ]);
        expect(outcome.candidates[0]).toMatchObject({ title: "River Road", year: 1984, genres: ["Drama"], directors: ["Ada Lane"] });
      });
    });
  });
