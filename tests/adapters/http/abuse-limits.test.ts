import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LOGIN_ATTEMPTS } from "../../../domain/login-throttle.ts";
import { ANONYMOUS_WRITE_QUOTAS } from "../../../application/site/request-quota.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";
import { TestBrowser } from "./test-browser.ts";
import { BODY_LIMIT_BYTES } from "../../../adapters/http/guard-middleware.ts";

let server: PublicSiteServer;

beforeAll(async () => {
  server = await startPublicSiteServer();
}, 120_000);

afterAll(() => server.stop());

const count = async (query: string, params: ReadonlyArray<unknown> = []) => (await server.sql<{ n: number }>(query, params))[0]?.n ?? -1;

describe("limits on what one client may do", () => {
  it("checks at most 10 of 40 parallel wrong passwords for one account; the rest are 429 problems with Retry-After", async () => {
    const browser = new TestBrowser(server.base);
    expect((await browser.json("POST", "/api/signup/", { email: "guessed@example.com", password: "the owner's password" })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        new TestBrowser(server.base).request("POST", "/api/login/", { email: "guessed@example.com", password: `guess ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(ACCOUNT_LOGIN_ATTEMPTS);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const throttled = answers.find((answer) => answer.status === 429);
    expect(throttled?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(throttled?.headers.get("content-type")).toContain("application/problem+json");
    expect(await throttled?.json()).toMatchObject({ type: "urn:tellyfilms:problem:too-many-attempts", status: 429 });
  });

  it("mails an address at most twice for 12 signups with it", async () => {
    for (let index = 0; index < 12; index++) {
      await new TestBrowser(server.base).request("POST", "/api/signup/", { email: "taken@example.com", password: `a long password ${index}` });
    }
    expect(await count("select count(*)::int as n from mail_outbox where lower(to_address) = ?", ["taken@example.com"])).toBeLessThanOrEqual(2);
  });

  it("accepts at most the address's budget of 60 signups sent at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        new TestBrowser(server.base).request("POST", "/api/signup/", { email: `burst${index}@example.com`, password: "a long password" }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(ANONYMOUS_WRITE_QUOTAS.signUp.limit);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(await count("select count(*)::int as n from app_user where email like 'burst%'")).toBeLessThanOrEqual(ANONYMOUS_WRITE_QUOTAS.signUp.limit);
  });

  it("stores at most the address's budget of 300 anonymous feedback posts", async () => {
    const before = await count("select count(*)::int as n from feedback");
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        new TestBrowser(server.base).request("POST", "/api/save-feedback/", { feedback: `Post ${index}`, category: "OT" }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(300 - ANONYMOUS_WRITE_QUOTAS.feedback.limit);
    expect((await count("select count(*)::int as n from feedback")) - before).toBeLessThanOrEqual(ANONYMOUS_WRITE_QUOTAS.feedback.limit);
  });

  it("states the limit of the endpoint in the 413 problem: 64 KiB for JSON, the upload's own for the profile image", async () => {
    const browser = new TestBrowser(server.base);
    const feedback = await browser.request("POST", "/api/log-error/", { url: "x", method: "GET", errorMsg: "a".repeat(70_000) });
    expect(feedback.status).toBe(413);
    expect(((await feedback.json()) as { detail: string }).detail).toContain(`${BODY_LIMIT_BYTES} bytes`);
    const upload = await browser.request("POST", "/api/upload-profile-image/", "x".repeat(7 * 1024 * 1024), {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(upload.status).toBe(413);
    expect(((await upload.json()) as { detail: string }).detail).toContain(`${6 * 1024 * 1024 + 64 * 1024} bytes`);
  });

  it("sends no Strict-Transport-Security header for an http public address", async () => {
    expect((await fetch(`${server.base}/api/server-time/`)).headers.get("strict-transport-security")).toBeNull();
  });
});
