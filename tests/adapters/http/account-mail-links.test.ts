import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_LINK_USED,
  LOGIN_UNLOCK_SENT,
  LOGIN_UNLOCKED,
  emailChangeConfirmed,
  emailChangeSent,
} from "../../../domain/account-texts.ts";
import { ACCOUNT_LOGIN_ATTEMPTS } from "../../../domain/login-throttle.ts";
import { mailHeader, mailPart } from "../email/loopback-smtp.ts";
import { backends } from "../persistence/database-backends.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";
import { TestBrowser } from "./test-browser.ts";

const PASSWORD = "a good long password";

/** The text of the one mail of `kind` the server wrote to its file outbox for `to`, once it is there. */
const outboxMail = (server: PublicSiteServer, kind: string, to: string) =>
  vi.waitFor(
    async () => {
      const names = (await readdir(server.outboxDir).catch(() => [])).filter((name) => name.endsWith(`-${kind}.eml`));
      const mails = await Promise.all(names.map((name) => readFile(path.join(server.outboxDir, name), "utf8")));
      const mine = mails.filter((raw) => mailHeader(raw, "To") === to);
      expect(mine).toHaveLength(1);
      return mailPart(mine[0] ?? "", "text/plain");
    },
    // The server's mail loop writes the file on its own schedule; on a loaded machine that can take a while.
    { timeout: 60_000, interval: 100 },
  );

describe.each(backends())("links mailed to account owners, over HTTP on $name", (backend) => {
  let server: PublicSiteServer;

  beforeAll(async () => {
    const options = backend.name === "postgresql" ? await backend.freshDatabase() : {};
    server = await startPublicSiteServer(options.databaseUrl, undefined, { seedDemo: "never", mailPollSeconds: 0.1 });
    // Starting a server (migrations on PGlite) takes minutes on a loaded 2-core machine; a passing run never waits for this bound.
  }, 600_000);

  afterAll(async () => {
    await server.stop();
    await backend.dispose();
  });

  it("keeps the old email until the link mailed to the new address is followed, once", async () => {
    const browser = new TestBrowser(server.base);
    expect((await browser.json("POST", "/api/signup/", { email: "old@example.com", password: PASSWORD })).status).toBe(200);
    expect((await browser.json("POST", "/api/login/", { email: "old@example.com", password: PASSWORD })).status).toBe(200);

    const asked = await browser.json("PUT", "/api/user/", {
      action: "update email/password",
      email: "new@example.com",
      password: "",
      current_password: PASSWORD,
    });
    expect(asked).toEqual({ status: 200, body: { message: emailChangeSent("new@example.com") } });
    const notice = await outboxMail(server, "email-change-requested", "old@example.com");
    expect(notice).toContain("new@example.com");
    const confirmation = await outboxMail(server, "confirm-email-change", "new@example.com");
    expect((await browser.json("GET", "/api/user/")).body).toMatchObject({ email: "old@example.com" });

    const link = new URL(confirmation.match(/https?:\/\/\S+\/api\/confirm-email\/\?token=\S+/)?.[0] ?? "");
    expect(link.origin).toBe(server.base);
    const tampered = `${link.pathname}?token=${link.searchParams.get("token")?.slice(0, -2) ?? ""}xx`;
    const forged = await fetch(`${server.base}${tampered}`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(EMAIL_CHANGE_LINK_INVALID);
    expect((await browser.json("GET", "/api/user/")).body).toMatchObject({ email: "old@example.com" });

    const followed = await fetch(link);
    expect(followed.status).toBe(200);
    expect(followed.headers.get("content-type")).toContain("text/html");
    expect(await followed.text()).toContain(emailChangeConfirmed("new@example.com").replace("'", "&#39;"));
    expect((await browser.json("GET", "/api/user/")).body).toMatchObject({ email: "new@example.com" });

    const again = await fetch(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(EMAIL_CHANGE_LINK_USED);
    const fresh = new TestBrowser(server.base);
    expect((await fresh.json("POST", "/api/login/", { email: "new@example.com", password: PASSWORD })).status).toBe(200);
    expect((await fresh.json("POST", "/api/login/", { email: "old@example.com", password: PASSWORD })).status).toBe(401);
  });

  it("checks at most 10 of 40 parallel guesses, and the unlock link mailed on request lets the owner's browser in", async () => {
    expect((await new TestBrowser(server.base).json("POST", "/api/signup/", { email: "guessed@example.com", password: PASSWORD })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        new TestBrowser(server.base).request("POST", "/api/login/", { email: "guessed@example.com", password: `guess ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ACCOUNT_LOGIN_ATTEMPTS);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const owner = new TestBrowser(server.base);
    expect((await owner.json("POST", "/api/login/", { email: "guessed@example.com", password: PASSWORD })).status).toBe(429);

    for (const email of ["guessed@example.com", "GUESSED@example.com", "nobody@example.com"]) {
      expect(await new TestBrowser(server.base).json("POST", "/api/login-unlock/", { email })).toEqual({ status: 200, body: { message: LOGIN_UNLOCK_SENT } });
    }
    const mail = await outboxMail(server, "login-unlock", "guessed@example.com");
    const link = mail.match(/https?:\/\/\S+\/api\/unlock-login\/\?token=\S+/)?.[0] ?? "";
    const followed = await owner.request("GET", new URL(link).pathname + new URL(link).search);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain(LOGIN_UNLOCKED.replace("'", "&#39;"));

    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        new TestBrowser(server.base).request("POST", "/api/login/", { email: "guessed@example.com", password: `again ${index}` }),
      ),
    );
    expect((await owner.json("POST", "/api/login/", { email: "guessed@example.com", password: PASSWORD })).status).toBe(200);
    expect((await readdir(server.outboxDir)).filter((name) => name.endsWith("-login-unlock.eml"))).toHaveLength(1);
  });
});
