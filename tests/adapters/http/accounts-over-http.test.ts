import { titleMatchKey } from "../../../domain/title-match.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { isImdbTconst } from "../../../domain/imports/title-index.ts";
import { Effect, Layer, ManagedRuntime } from "effect";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../../../adapters/config/app-config.ts";
import { makeInfrastructure } from "../../../adapters/composition-root.ts";
import { makeHttpServerLayer } from "../../../adapters/http/http-server.ts";
import { Database } from "../../../adapters/persistence/database-service.ts";
import type { Database as Orm } from "../../../adapters/persistence/database.ts";
import { ProfileImage, FilmList, FlagsAnswer, Messages } from "../../../adapters/http/contract/personal-api.ts";
import { PASSWORD_RESET_DONE, RESET_LINK_SENT, SIGNUP_ACCEPTED } from "../../../domain/account-texts.ts";
import { ANONYMOUS_PAGE_TEXT, User } from "../../../domain/user.ts";
import { mailHeader, mailPart, startLoopbackSmtp } from "../email/loopback-smtp.ts";
import { TestBrowser } from "./test-browser.ts";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

const sentTo = (address: string) => (mail: { readonly to: ReadonlyArray<string> }) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase());

const HYPERLINK_TITLE = '=HYPERLINK("x")';
const HYPERLINK_TCONST = "tt7777777";

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let runtime: { readonly runPromise: <A>(effect: Effect.Effect<A, never, Database>) => Promise<A>; readonly dispose: () => Promise<void> };
let orm: Orm;
let base: string;
let filesDir: string;

const sql = async <Row = Record<string, unknown>>(query: string, params: ReadonlyArray<unknown> = []) => orm.em.fork().execute<Array<Row>>(query, [...params]);
const count = async (table: string, userId: number) =>
  (await sql<{ n: number }>(`select count(*)::int as n from ${table} where user_id = ?`, [userId]))[0]?.n ?? -1;

const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const noisyPng = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();

const signUpAndLogIn = async (email: string, password = "a good long password") => {
  const browser = new TestBrowser(base);
  expect((await browser.json("POST", "/api/signup/", { email, password })).status).toBe(200);
  const login = await browser.json("POST", "/api/login/", { email, password });
  expect(login.status).toBe(200);
  return browser;
};

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  filesDir = await mkdtemp(path.join(tmpdir(), "tf-accounts-http-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const config: AppConfig = {
    port,
    host: "127.0.0.1",
    dataDir: "memory://",
    publicUrl: base,
    seedDemo: "always",
    distDir: path.join(filesDir, "no-dist"),
    smtpUrl: smtp.url,
    mailFrom: "TellyFilms <mail@films.example>",
    mailPollSeconds: 0.2,
  };
  const infrastructure = makeInfrastructure(config, { filesDir });
  runtime = ManagedRuntime.make(Layer.provideMerge(makeHttpServerLayer(config), infrastructure));
  orm = (await runtime.runPromise(Effect.service(Database))).orm;
  await sql("insert into title (kind, imdb, slug, title, match_key, year) values ('film', ?, 'hyperlink-film', ?, ?, 2001)", [
    HYPERLINK_TCONST,
    HYPERLINK_TITLE,
    titleMatchKey(HYPERLINK_TITLE),
  ]);
}, 120_000);

afterAll(async () => {
  await runtime.dispose();
  await smtp.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe("accounts and personal data over HTTP", () => {
  it("signs up, logs in, flags and rates films, builds a channel list, reads messages, exports CSV, resets the password and deletes the account", async () => {
    const email = "Ann.Story@Example.com";
    const browser = new TestBrowser(base);
    const signup = await browser.json("POST", "/api/signup/", { email, password: "first long password" });
    expect(signup).toEqual({ status: 200, body: { message: SIGNUP_ACCEPTED } });
    const welcome = await smtp.nextMail((mail) => sentTo(email)(mail) && mailHeader(mail.raw, "Subject") === "Welcome to TellyFilms");
    expect(mailPart(welcome.raw, "text/plain")).toContain(base);

    const login = await browser.ok(User, "POST", "/api/login/", { email: "ann.story@example.com", password: "first long password" });
    expect(login).toMatchObject({ logged_in: true, email, watched: [], premium: false });
    expect(browser.lastSetCookie).toMatch(/^tf_session=[A-Za-z0-9_-]{43};/);
    expect(browser.lastSetCookie).toMatch(/HttpOnly/i);
    expect(browser.lastSetCookie).toMatch(/SameSite=Lax/i);
    expect(browser.lastSetCookie).toMatch(/Path=\//i);
    expect(browser.lastSetCookie).not.toMatch(/Secure/i);
    const [account] = await sql<{ id: number }>("select id from app_user where lower(email) = lower(?)", [email]);
    const userId = account?.id ?? -1;

    const films = await sql<{ imdb: string; title: string; year: number }>(
      `select t.imdb, t.title, t.year from title t where t.kind = 'film' and t.imdb <> ?
       and exists (select 1 from show s join show_channel sc on sc.show_id = s.id where s.title_id = t.id and s.time > now())
       order by t.imdb limit 3`,
      [HYPERLINK_TCONST],
    );
    const [first, second, third] = films;
    if (first === undefined || second === undefined || third === undefined) throw new Error("the demo week has too few films");

    const watched = await browser.ok(FlagsAnswer, "PUT", `/api/imdb/${first.imdb}/`, {
      action: "watched",
      tconst: first.imdb,
      title: first.title,
      year: first.year,
      value: true,
    });
    expect(watched).toMatchObject({ watched: [first.imdb], message: null });
    const rated = await browser.ok(FlagsAnswer, "PUT", `/api/imdb/${first.imdb}/`, { action: "save stars", imdb: first.imdb, stars: 4 });
    expect(rated.stars).toEqual({ [first.imdb]: 4 });
    const notWatched = await browser.json("PUT", `/api/imdb/${second.imdb}/`, { action: "save stars", imdb: second.imdb, stars: 2 });
    expect(notWatched.status).toBe(409);
    expect((await browser.json("POST", "/api/do-checkbox/", { tconst: second.imdb, type: "not_interested", flag: true })).status).toBe(200);
    const alert = await browser.ok(FlagsAnswer, "POST", "/api/do-checkbox/", { tconst: third.imdb, type: "alert", flag: true });
    expect(alert.alerts).toEqual([third.imdb]);
    expect(alert.message?.text).toContain(`'${third.title} (${third.year})' is next on`);
    await browser.json("POST", "/api/do-checkbox/", { tconst: HYPERLINK_TCONST, type: "alert", flag: true });
    const invalid = await browser.json("PUT", `/api/imdb/${first.imdb}/`, { action: "save stars", imdb: first.imdb, stars: 6 });
    expect(invalid.status).toBe(400);

    const watchedList = await browser.ok(FilmList, "GET", "/api/watched/");
    expect(watchedList.films.map(({ tconst, title, year }) => ({ tconst, title, year }))).toEqual([
      { tconst: first.imdb, title: first.title, year: first.year },
    ]);
    expect(typeof watchedList.films[0]?.time_stamp).toBe("number");
    expect((await browser.ok(FilmList, "GET", "/api/not-interested/")).films.map((item) => item.tconst)).toEqual([second.imdb]);
    expect(
      (await browser.ok(FilmList, "PUT", "/api/user/", { action: "update watched date", tconst: first.imdb, date: "2019-01-31" })).films[0]?.time_stamp,
    ).toBe(Date.UTC(2019, 0, 31));

    const [system] = await sql<{ id: number }>("select system_id as id from channel_system group by system_id order by count(*) desc limit 1");
    const systemChannels = (await sql<{ id: number }>("select channel_id as id from channel_system where system_id = ? order by channel_id", [system?.id])).map(
      (row) => row.id,
    );
    const dropped = systemChannels[0] ?? -1;
    const toggled = await browser.ok(User, "PUT", "/api/user/", { action: "toggle channel", channel: dropped, system: system?.id });
    expect([...toggled.channels].sort((a, b) => a - b)).toEqual(systemChannels.filter((id) => id !== dropped));
    const created = await browser.ok(User, "POST", "/api/user/", { action: "create channels list", title: "Weekend films" });
    expect(created.channel_lists.map((list) => list.title)).toEqual([null, "Weekend films"]);
    const weekend = created.channel_lists[1];
    expect(weekend?.channels).toEqual([...toggled.channels].sort((a, b) => a - b));
    const edited = await browser.ok(User, "PUT", "/api/user/", { action: "toggle channel", channel: dropped, channels_list: weekend?.id });
    expect(edited.channel_lists.find((list) => list.id === weekend?.id)?.channels).toContain(dropped);
    expect(edited.channel_lists[0]?.channels).not.toContain(dropped);
    expect((await browser.ok(User, "GET", "/api/user/")).channel_lists).toEqual(edited.channel_lists);

    const latest = await browser.ok(Messages, "GET", "/api/user-messages/?latest");
    expect(latest.messages.map((message) => message.text)).toEqual([alert.message?.text]);
    expect((await browser.ok(Messages, "PUT", "/api/user-messages/", { action: "mark all read" })).messages.every((message) => message.read)).toBe(true);

    expect((await browser.json("POST", "/api/save_preference/", { hd: true })).status).toBe(400);
    expect((await browser.json("POST", "/api/save_view/", { view: "grid" })).status).toBe(200);
    expect((await browser.json("PUT", "/api/email-preference/", { preference: "weekly newsletter", subscribe: false })).status).toBe(200);
    expect((await browser.json("PUT", "/api/profile-username/", { username: " Ann " })).body).toEqual({ username: "Ann" });
    expect((await browser.json("GET", "/api/recommendations/")).status).toBe(200);

    const csv = await browser.request("GET", "/csv-films/?alerts");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const rows: Array<Array<string>> = parse((await csv.text()).replace(/^\ufeff/, ""));
    expect(rows[0]).toEqual(["IMDb id", "Title", "Year", "Alert set on"]);
    expect(rows.find((row) => row[0] === HYPERLINK_TCONST)?.[1]).toBe(`'${HYPERLINK_TITLE}`);
    const watchedCsv: Array<Array<string>> = parse((await (await browser.request("GET", "/csv-films/?watched")).text()).replace(/^\ufeff/, ""));
    expect(watchedCsv[1]).toEqual([isImdbTconst(first.imdb) ? first.imdb : "", first.title, String(first.year), "2019-01-31", "4"]);

    const photo = await noisyPng(800);
    expect(photo.byteLength).toBeGreaterThan(1_000_000);
    const form = new FormData();
    form.append("img_file", new Blob([photo], { type: "text/plain" }), "holiday.txt");
    const upload = await browser.ok(ProfileImage, "POST", "/api/upload-profile-image/", form);
    expect(upload.url).toMatch(/^\/profile-images\/[a-f0-9]{32}\.webp$/);
    const image = await fetch(`${base}${upload.url ?? ""}`);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const notImage = new FormData();
    notImage.append("img_file", new Blob(["<svg onload='alert(1)'/>"], { type: "image/png" }), "avatar.png");
    expect((await browser.json("POST", "/api/upload-profile-image/", notImage)).status).toBe(400);
    const huge = new FormData();
    huge.append("img_file", new Blob([await noisyPng(1400)], { type: "image/png" }), "huge.png");
    expect((await browser.json("POST", "/api/upload-profile-image/", huge)).status).toBe(413);
    expect((await browser.ok(User, "GET", "/api/user/")).profile_img).toBe(upload.url);

    const elsewhere = new TestBrowser(base);
    expect((await elsewhere.json("POST", "/api/login/", { email, password: "first long password" })).status).toBe(200);
    const forgot = await new TestBrowser(base).json("POST", "/api/forgot-password/", { email: email.toUpperCase() });
    expect(forgot).toEqual({ status: 200, body: { message: RESET_LINK_SENT } });
    const resetMail = await smtp.nextMail((mail) => sentTo(email)(mail) && mailHeader(mail.raw, "Subject") === "Reset your TellyFilms password");
    const link = /https?:\/\/\S+/.exec(mailPart(resetMail.raw, "text/plain"))?.[0] ?? "";
    expect(link.startsWith(`${base}/reset/`)).toBe(true);
    const token = link.slice(`${base}/reset/`.length);
    const resetPage = await fetch(link, { redirect: "manual" });
    expect(resetPage.status).not.toBe(302);
    const reset = await new TestBrowser(base).json("POST", "/api/reset-password/", { token, password: "second long password" });
    expect(reset).toEqual({ status: 200, body: { message: PASSWORD_RESET_DONE } });
    expect((await new TestBrowser(base).json("POST", "/api/reset-password/", { token, password: "third long password" })).status).toBe(400);

    expect((await browser.json("GET", "/api/user/")).status).toBe(401);
    expect((await elsewhere.json("GET", "/api/watched/")).status).toBe(401);
    expect((await browser.ok(User, "GET", "/api/user-initial-data/")).logged_in).toBe(false);
    expect((await browser.json("POST", "/api/login/", { email, password: "first long password" })).status).toBe(401);
    expect((await browser.json("POST", "/api/login/", { email, password: "second long password" })).status).toBe(200);
    expect((await browser.json("GET", "/api/user/")).body).toMatchObject({
      name: "Ann",
      watched: [first.imdb],
      preferred_view: "grid",
      receive_newsletter: false,
    });

    const deleted = await browser.ok(User, "POST", "/api/delete-account/");
    expect(deleted.logged_in).toBe(false);
    expect(browser.cookie).toBeNull();
    for (const table of ["user_title", "channel_list", "message", "session", "password_reset_token"]) expect(await count(table, userId)).toBe(0);
    expect(await sql("select 1 from mail_outbox where lower(to_address) = lower(?)", [email])).toEqual([]);
    const [row] = await sql<{ email: string; terminated: boolean; image: string | null }>(
      "select email, terminated_at is not null as terminated, profile_img as image from app_user where id = ?",
      [userId],
    );
    expect(row).toEqual({ email: `deleted-${userId}@deleted.invalid`, terminated: true, image: null });
    expect((await fetch(`${base}${upload.url ?? ""}`)).status).toBe(404);
    expect((await browser.json("POST", "/api/login/", { email, password: "second long password" })).status).toBe(401);
  });

  it("refuses unsafe requests sent from another site, and changes nothing", async () => {
    const browser = await signUpAndLogIn("cross.site@example.com");
    const evil = new TestBrowser(base, "https://evil.example");
    evil.cookie = browser.cookie;
    const forged = await evil.request("POST", "/api/do-checkbox/", { tconst: HYPERLINK_TCONST, type: "watched", flag: true });
    expect(forged.status).toBe(403);
    const olderBrowser = await fetch(`${base}/api/delete-account/`, {
      method: "POST",
      headers: { cookie: browser.cookie ?? "", origin: "https://evil.example" },
    });
    expect(olderBrowser.status).toBe(403);
    const sameSite = await fetch(`${base}/api/user/`, {
      method: "PUT",
      headers: { cookie: browser.cookie ?? "", "sec-fetch-site": "same-site", origin: "http://sub.127.0.0.1", "content-type": "application/json" },
      body: JSON.stringify({
        action: "update email/password",
        email: "stolen@example.com",
        password: "stolen password",
        current_password: "a good long password",
      }),
    });
    expect(sameSite.status).toBe(403);
    expect((await evil.request("POST", "/api/login/", { email: "cross.site@example.com", password: "a good long password" })).status).toBe(403);
    expect((await browser.json("GET", "/api/user/")).body).toMatchObject({ logged_in: true, email: "cross.site@example.com", watched: [] });
  });

  it("answers every personal endpoint with 401 for an anonymous caller, and lets a logged-in caller through", async () => {
    const png64 = await png(32);
    const endpoints: ReadonlyArray<readonly [string, string, () => unknown]> = [
      ["GET", "/api/user/", () => undefined],
      ["GET", "/api/user/?favourite-genres", () => undefined],
      ["PUT", "/api/user/", () => ({ action: "update email/password", email: "walker@example.com", password: "", current_password: "a good long password" })],
      ["PUT", "/api/user/", () => ({ action: "update channels list", channels: [] })],
      ["POST", "/api/user/", () => ({ action: "create channels list", title: "x" })],
      ["PUT", "/api/profile-username/", () => ({ username: "Walker" })],
      [
        "POST",
        "/api/upload-profile-image/",
        () => {
          const form = new FormData();
          form.append("img_file", new Blob([png64]), "a.png");
          return form;
        },
      ],
      ["DELETE", "/api/upload-profile-image/", () => undefined],
      ["PUT", "/api/email-preference/", () => ({ preference: "email alerts", subscribe: true })],
      ["GET", "/api/user-messages/", () => undefined],
      ["GET", "/api/user-messages/?latest", () => undefined],
      ["PUT", "/api/user-messages/", () => ({ action: "mark all read" })],
      ["GET", "/api/watched/", () => undefined],
      ["GET", "/api/alerts/", () => undefined],
      ["GET", "/api/not-interested/", () => undefined],
      ["PUT", `/api/imdb/${HYPERLINK_TCONST}/`, () => ({ action: "watched", tconst: HYPERLINK_TCONST, value: true })],
      ["POST", "/api/do-checkbox/", () => ({ tconst: HYPERLINK_TCONST, type: "alert", flag: true })],
      ["GET", "/api/recommendations/", () => undefined],
      ["POST", "/api/save_view/", () => ({ view: "table" })],
      ["POST", "/api/save_system/", () => ({ system: { kind: 1, id: 1 } })],
      ["GET", "/csv-films/?watched", () => undefined],
      ["GET", "/csv-films/?alerts", () => undefined],
      ["POST", "/api/delete-account/", () => undefined],
    ];
    const anonymous = new TestBrowser(base);
    for (const [method, route, body] of endpoints) {
      const answer = await anonymous.request(method, route, body());
      expect(answer.status, `${method} ${route}`).toBe(401);
      expect(JSON.stringify(await answer.json()), `${method} ${route}`).toContain(ANONYMOUS_PAGE_TEXT);
    }
    const walker = await signUpAndLogIn("walker@example.com");
    for (const [method, route, body] of endpoints) {
      const answer = await walker.request(method, route, body());
      expect(answer.status, `${method} ${route}`).toBe(200);
    }
  });

  it("never lets one user read or change another user's data", async () => {
    const owner = await signUpAndLogIn("owner@example.com");
    const other = await signUpAndLogIn("other@example.com");
    await owner.json("POST", "/api/do-checkbox/", { tconst: HYPERLINK_TCONST, type: "watched", flag: true });
    const list = (await owner.ok(User, "POST", "/api/user/", { action: "create channels list", title: "Private" })).channel_lists[0]?.id;
    expect((await other.ok(FilmList, "GET", "/api/watched/")).films).toEqual([]);
    expect((await other.json("GET", "/api/user/")).body).toMatchObject({ email: "other@example.com", watched: [], channel_lists: [] });
    expect((await other.json("POST", "/api/user/", { action: "delete channels list", channels_list: list })).status).toBe(404);
    expect((await other.json("PUT", "/api/user/", { action: "toggle channel", channel: 1, channels_list: list })).status).toBe(404);
    const taken = await other.json("PUT", "/api/user/", {
      action: "update email/password",
      email: "owner@example.com",
      password: "",
      current_password: "a good long password",
    });
    expect(taken.status).toBe(200);
    expect((await other.json("GET", "/api/user/")).body).toMatchObject({ email: "other@example.com" });
    const otherCsv = await (await other.request("GET", "/csv-films/?watched")).text();
    expect(otherCsv).not.toContain(HYPERLINK_TCONST);
    expect((await owner.json("GET", "/api/user/")).body).toMatchObject({ email: "owner@example.com", watched: [HYPERLINK_TCONST] });
  });

  it("answers a wrong password and an unknown email alike, and slows the 13th attempt after 12 wrong passwords", async () => {
    await signUpAndLogIn("target@example.com");
    const attacker = new TestBrowser(base);
    const unknown = await attacker.json("POST", "/api/login/", { email: "nobody@example.com", password: "whatever it is" });
    const answers: Array<{ readonly status: number; readonly body: unknown }> = [];
    for (let attempt = 0; attempt < 12; attempt++)
      answers.push(await attacker.json("POST", "/api/login/", { email: "target@example.com", password: `wrong ${attempt}` }));
    // alike but for the request id every problem carries
    const sameness = (answer: { readonly status: number; readonly body: unknown } | undefined) => ({
      ...answer,
      body: { ...(answer?.body as object), requestId: "" },
    });
    expect(sameness(answers[0])).toEqual(sameness(unknown));
    expect(answers[0]?.status).toBe(401);
    const thirteenth = await attacker.request("POST", "/api/login/", { email: "target@example.com", password: "a good long password" });
    expect(thirteenth.status).toBe(429);
    expect(Number(thirteenth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(await thirteenth.json())).toMatch(/"message":"Too many failed login attempts/);
  });
});
