import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Effect, Layer, ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFilmAlerts } from "../../../application/alerts/send-film-alerts.ts";
import { sendWeeklyNewsletter } from "../../../application/newsletter/send-weekly-newsletter.ts";
import type { AppConfig } from "../../../adapters/config/app-config.ts";
import { makeInfrastructure } from "../../../adapters/composition-root.ts";
import { makeHttpServerLayer } from "../../../adapters/http/http-server.ts";
import { Database } from "../../../adapters/persistence/database-service.ts";
import type { Database as Orm } from "../../../adapters/persistence/database.ts";
import { PREMIUM_ACTIVATION_NOTICE, PREMIUM_NOT_AVAILABLE, PremiumCheckout, PremiumOffer } from "../../../domain/premium.ts";
import { User } from "../../../domain/user.ts";
import { mailHeader, mailPart, startLoopbackSmtp, type ReceivedMail } from "../email/loopback-smtp.ts";
import { invoicePaid, signatureFor, subscriptionEvent, WEBHOOK_SECRET } from "../payments/stripe-events.ts";
import { freePort } from "./public-site-server.ts";
import { TestBrowser } from "./test-browser.ts";

const PASSWORD = "a good long password";
// The servers' clock runs on from a fixed evening, so the demo week, the alerts and premium periods never depend on the day the suite runs.
const CLOCK_START = Date.UTC(2026, 10, 25, 19, 30);

const startServer = async (options: { readonly smtpUrl: string; readonly stripe: boolean; readonly seedDemo: "always" | "never" }) => {
  const filesDir = await mkdtemp(path.join(tmpdir(), "tf-jobs-http-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config: AppConfig = {
    port,
    host: "127.0.0.1",
    dataDir: "memory://",
    publicUrl: base,
    seedDemo: options.seedDemo,
    distDir: path.join(filesDir, "no-dist"),
    smtpUrl: options.smtpUrl,
    mailFrom: "TellyFilms <mail@films.example>",
    mailPollSeconds: 0.2,
    clockStart: { at: CLOCK_START, ticks: true },
    ...(options.stripe ? { stripeSecretKey: "sk_test_never_called", stripeWebhookSecret: WEBHOOK_SECRET } : {}),
  };
  const runtime = ManagedRuntime.make(Layer.provideMerge(makeHttpServerLayer(config), makeInfrastructure(config, { filesDir })));
  const orm: Orm = (await runtime.runPromise(Effect.service(Database))).orm;
  const sql = async <Row = Record<string, unknown>>(query: string, params: ReadonlyArray<unknown> = []) =>
    orm.em.fork().execute<Array<Row>>(query, [...params]);
  const member = async (email: string) => {
    const browser = new TestBrowser(base);
    expect((await browser.json("POST", "/api/signup/", { email, password: PASSWORD })).status).toBe(200);
    const user = await browser.ok(User, "POST", "/api/login/", { email, password: PASSWORD });
    const [row] = await sql<{ id: number }>("select id from app_user where email = ?", [email]);
    return { browser, user, id: row?.id ?? -1 };
  };
  return {
    base,
    runtime,
    sql,
    member,
    stop: async () => {
      await runtime.dispose();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
};

type Server = Awaited<ReturnType<typeof startServer>>;

const postWebhook = (base: string, payload: string, signature: string | null) =>
  fetch(`${base}/api/stripe-webhook/`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) },
    body: payload,
  });

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let server: Server;
let unconfigured: Server;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  server = await startServer({ smtpUrl: smtp.url, stripe: true, seedDemo: "always" });
  unconfigured = await startServer({ smtpUrl: smtp.url, stripe: false, seedDemo: "never" });
}, 120_000);

afterAll(async () => {
  await server.stop();
  await unconfigured.stop();
  await smtp.close();
});

const mailTo = (email: string, subject: (text: string) => boolean) =>
  smtp.nextMail((mail: ReceivedMail) => mail.to.includes(email) && subject(mailHeader(mail.raw, "Subject")));

describe("unsubscribe links in mails", () => {
  it("the weekly email's link switches the weekly email off without logging in, and a forged link changes nothing", async () => {
    const { browser } = await server.member("weekly.reader@example.com");
    expect((await browser.json("PUT", "/api/email-preference/", { preference: "weekly newsletter", subscribe: true })).status).toBe(200);
    const summary = await server.runtime.runPromise(sendWeeklyNewsletter());
    expect(summary.queued).toBeGreaterThanOrEqual(1);
    const mail = await mailTo("weekly.reader@example.com", (subject) => subject === "Your films on TV this week");
    const link = /Unsubscribe: (\S+)/.exec(mailPart(mail.raw, "text/plain"))?.[1] ?? "";
    expect(mailHeader(mail.raw, "List-Unsubscribe")).toBe(`<${link}>`);
    expect(link.startsWith(`${server.base}/api/unsubscribe/?token=`)).toBe(true);

    const forged = await fetch(link.replace(/token=([^.]+)\./, "token=$1x."));
    expect(forged.status).toBe(400);
    expect((await browser.ok(User, "GET", "/api/user-initial-data/")).receive_newsletter).toBe(true);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("You will no longer receive the weekly film recommendations email.");
    expect(await browser.ok(User, "GET", "/api/user-initial-data/")).toMatchObject({ receive_newsletter: false, receive_film_alerts: true });
    expect((await fetch(link)).status).toBe(200);
  });

  it("a mail client's one-click POST to a film alert's List-Unsubscribe switches film alert emails off", async () => {
    const { browser, user } = await server.member("alert.reader@example.com");
    expect(user.receive_film_alerts).toBe(true);
    // A film of the demo week still to come on the servers' clock (which runs on from CLOCK_START), whatever day the suite runs.
    const [film] = await server.sql<{ imdb: string }>(
      `select t.imdb from title t where t.kind = 'film'
       and exists (select 1 from show s join show_channel sc on sc.show_id = s.id where s.title_id = t.id and s.time > ?)
       order by t.imdb limit 1`,
      [new Date(CLOCK_START + 2 * 60 * 60_000)],
    );
    expect(film).toBeDefined();
    expect((await browser.json("POST", "/api/do-checkbox/", { tconst: film?.imdb, type: "alert", flag: true })).status).toBe(200);
    expect((await server.runtime.runPromise(sendFilmAlerts())).mails).toBeGreaterThanOrEqual(1);
    const mail = await mailTo("alert.reader@example.com", (subject) => subject.startsWith("Film alert"));
    const link = /^<(.+)>$/.exec(mailHeader(mail.raw, "List-Unsubscribe"))?.[1] ?? "";
    expect(mailHeader(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await browser.ok(User, "GET", "/api/user-initial-data/")).toMatchObject({ receive_film_alerts: false, receive_newsletter: false });
  });
});

describe("premium membership over HTTP", () => {
  const START = Date.UTC(2026, 10, 20, 12, 0, 0);
  const NEXT_YEAR = Date.UTC(2027, 10, 20, 12, 0, 0);
  const YEAR_AFTER = Date.UTC(2028, 10, 20, 12, 0, 0);

  it("a signed invoice.paid webhook makes the user premium for 12 months, so the user data turns ads off", async () => {
    const { browser, id } = await server.member("payer@example.com");
    expect(await browser.ok(PremiumOffer, "GET", "/api/premium/")).toMatchObject({ available: true, premium: false, price_pounds: 10, months: 12 });
    const payload = invoicePaid({ eventId: "evt_payer_1", invoiceId: "in_payer_1", userId: id, periodStart: START });
    const response = await postWebhook(server.base, payload, signatureFor(payload));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await browser.ok(User, "GET", "/api/user-initial-data/")).toMatchObject({ premium: true, premium_until: NEXT_YEAR });
  });

  it("refuses a bad signature, a changed body, a missing signature and an old timestamp, changing nothing", async () => {
    const { browser, id } = await server.member("forger@example.com");
    const payload = invoicePaid({ eventId: "evt_forged", invoiceId: "in_forged", userId: id, periodStart: START });
    const attempts = [
      await postWebhook(server.base, payload, signatureFor(payload, { secret: "whsec_not_ours" })),
      await postWebhook(server.base, payload.replace("in_forged", "in_forged2"), signatureFor(payload)),
      await postWebhook(server.base, payload, null),
      await postWebhook(server.base, payload, signatureFor(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })),
    ];
    expect(attempts.map((attempt) => attempt.status)).toEqual([400, 400, 400, 400]);
    expect(attempts[0]?.headers.get("content-type")).toMatch(/problem\+json/);
    expect((await browser.ok(User, "GET", "/api/user-initial-data/")).premium_until).toBeNull();
    expect(await server.sql("select 1 from payment_event where provider_event_id = 'evt_forged'")).toEqual([]);
  });

  it("a replayed event changes nothing, and paid periods arriving out of order give the same premium as in order", async () => {
    const { browser, id } = await server.member("renewer@example.com");
    const renewal = invoicePaid({ eventId: "evt_renewal", invoiceId: "in_renewal", userId: id, periodStart: NEXT_YEAR });
    const first = invoicePaid({ eventId: "evt_first", invoiceId: "in_first", userId: id, periodStart: START });
    expect(await (await postWebhook(server.base, renewal, signatureFor(renewal))).json()).toEqual({ received: true, duplicate: false });
    expect((await browser.ok(User, "GET", "/api/user-initial-data/")).premium_until).toBe(YEAR_AFTER);
    expect(await (await postWebhook(server.base, first, signatureFor(first))).json()).toEqual({ received: true, duplicate: false });
    expect((await browser.ok(User, "GET", "/api/user-initial-data/")).premium_until).toBe(YEAR_AFTER);
    expect(await (await postWebhook(server.base, renewal, signatureFor(renewal))).json()).toEqual({ received: true, duplicate: true });
    expect((await browser.ok(User, "GET", "/api/user-initial-data/")).premium_until).toBe(YEAR_AFTER);
    expect(await server.sql<{ n: number }>("select count(*)::int as n from payment_event where provider_event_id in ('evt_renewal', 'evt_first')")).toEqual([
      { n: 2 },
    ]);
  });

  it("a cancellation or a failed renewal keeps premium until the end of the paid period", async () => {
    const { browser, id } = await server.member("leaver@example.com");
    const paid = invoicePaid({ eventId: "evt_leaver_paid", invoiceId: "in_leaver", userId: id, periodStart: START });
    await postWebhook(server.base, paid, signatureFor(paid));
    for (const type of ["invoice.payment_failed", "customer.subscription.updated", "customer.subscription.deleted"]) {
      const event = subscriptionEvent({ eventId: `evt_leaver_${type}`, type, userId: id });
      expect((await postWebhook(server.base, event, signatureFor(event))).status).toBe(200);
    }
    expect((await browser.ok(User, "GET", "/api/user-initial-data/")).premium_until).toBe(NEXT_YEAR);
  });

  it("the subscribe offer needs a login", async () => {
    expect((await new TestBrowser(server.base).json("GET", "/api/premium/")).status).toBe(401);
    expect((await new TestBrowser(server.base).json("POST", "/api/premium/checkout/")).status).toBe(401);
  });

  it("without a payment provider the offer says premium cannot be bought, keeps the activation notice, and webhooks are refused", async () => {
    const { browser } = await unconfigured.member("hopeful@example.com");
    expect(await browser.ok(PremiumOffer, "GET", "/api/premium/")).toMatchObject({ available: false, message: PREMIUM_NOT_AVAILABLE });
    expect(await browser.ok(PremiumCheckout, "POST", "/api/premium/checkout/")).toEqual({
      url: null,
      message: PREMIUM_NOT_AVAILABLE,
      notice: PREMIUM_ACTIVATION_NOTICE,
    });
    const payload = invoicePaid({ eventId: "evt_nowhere", invoiceId: "in_nowhere", userId: 1, periodStart: START });
    expect((await postWebhook(unconfigured.base, payload, signatureFor(payload))).status).toBe(404);
  });
});
