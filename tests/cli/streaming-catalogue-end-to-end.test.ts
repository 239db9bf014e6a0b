import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Messages } from "../../adapters/http/contract/personal-api.ts";
import { ListingPayload } from "../../domain/listing-payload.ts";
import { mailHeader, mailPart, startLoopbackSmtp } from "../adapters/email/loopback-smtp.ts";
import { startPublicSiteServer, type PublicSiteServer } from "../adapters/http/public-site-server.ts";
import { TestBrowser } from "../adapters/http/test-browser.ts";
import { backends } from "../adapters/persistence/database-backends.ts";
import { cliWithEnv, root, type CliResult } from "./cli-on-data-dir.ts";

const fixtures = join(root, "tests/adapters/importers/fixtures");
const PUBLIC_URL = "https://films.example";
const MEMBER = "film.fan@example.com";
// the evening the fixture's schedule starts: Brief Encounter is on Film4 later that night
const SCHEDULE_EVENING = Date.UTC(2026, 9, 24, 18);

describe.each(backends())("a streaming catalogue imported on $name, seen over HTTP and in the alert mail", (backend) => {
  let dir: string;
  let dataDir: string;
  let env: Record<string, string>;
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  const run = async (...args: Array<string>): Promise<CliResult> => {
    const done = await cliWithEnv(dataDir, env, ...args);
    expect(done.code, `${args.join(" ")}: ${done.stderr}`).toBe(0);
    return done;
  };
  const importStreaming = (file: string) => run("import-streaming", join(fixtures, file));

  /** The site on the imported database for the length of `use`: the embedded database has one owner at a time, so no job runs meanwhile. */
  const onSite = async <A>(use: (server: PublicSiteServer) => Promise<A>): Promise<A> => {
    const server = await startPublicSiteServer(env["DATABASE_URL"], { at: SCHEDULE_EVENING, ticks: false }, { dataDir, seedDemo: "never" });
    try {
      return await use(server);
    } finally {
      await server.stop();
    }
  };

  /** What the public API's streaming listing of a service offers: each title with the link to watch it there. */
  const streamingPage = (slug: string) =>
    onSite(async (server) => {
      const response = await fetch(`${server.base}/api/shows/?streaming=${slug}`);
      expect(response.status).toBe(200);
      const page = Schema.decodeUnknownSync(ListingPayload)(await response.json());
      const titles = new Map([...page.films, ...page.tvseries].map((title) => [title.imdb, title.title]));
      return page.shows.map((show) => [titles.get(show.f), show.l ?? null]).sort();
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "tf-cli-streaming-e2e-"));
    dataDir = join(dir, "data");
    smtp = await startLoopbackSmtp();
    const database = await backend.freshDatabase();
    env = {
      ...(database.databaseUrl === undefined ? {} : { DATABASE_URL: database.databaseUrl }),
      SMTP_URL: smtp.url,
      MAIL_FROM: "TellyFilms <mail@films.example>",
      PUBLIC_URL,
      CLOCK_START: new Date(SCHEDULE_EVENING).toISOString(),
      CLOCK_TICKS: "false",
    };
    await run("import-xmltv", join(fixtures, "import-uk-weekend.xml"));
    await run(
      "import-imdb",
      ...["title.basics", "title.ratings", "title.principals", "name.basics", "title.crew"].map((name) => join(fixtures, `${name}.tsv`)),
    );
  }, 900_000);
  afterAll(async () => {
    await smtp.close();
    await backend.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("fills each service's streaming page from a real catalogue file: services by name or slug, films by IMDb id or by title and year", async () => {
    await importStreaming("streaming-catalogue-mubi.csv");
    const imported = await importStreaming("streaming-catalogue-uk.csv");
    expect(imported.stdout).toContain("Read 3 rows: films matched 3; created (unverified, for the admin to curate) 0;");
    expect(imported.stdout).toContain("netflix: 2 titles; added 2, unchanged 0, removed 0.");
    expect(imported.stdout).toContain("disney-plus: 1 titles; added 1, unchanged 0, removed 0.");
    expect(await streamingPage("netflix")).toEqual([
      ["The Godfather", "https://www.netflix.com/title/60011152"],
      ["Whisky Galore!", "https://www.netflix.com/title/70041223"],
    ]);
    expect(await streamingPage("disney-plus")).toEqual([["Paddington", "https://www.disneyplus.com/en-gb/movies/paddington/2Uq3oYqaCBQ4"]]);
    // Amélie came from the MUBI file, by its IMDb id, after the IMDb import: it has the catalogue's rating
    const mubi = await onSite(async (server) =>
      Schema.decodeUnknownSync(ListingPayload)(await (await fetch(`${server.base}/api/shows/?streaming=mubi`)).json()),
    );
    expect(mubi.films.find((film) => film.imdb === "tt0211915")?.imdb_r).toBeCloseTo(8.3, 5);
  }, 900_000);

  it("a smaller file for a service removes what left it, and a service named in neither file keeps its titles", async () => {
    const smaller = await importStreaming("streaming-catalogue-uk-smaller.csv");
    expect(smaller.stdout).toContain("netflix: 1 titles; added 0, unchanged 1, removed 1.");
    expect(await streamingPage("netflix")).toEqual([["The Godfather", "https://www.netflix.com/title/60011152"]]);
    expect(await streamingPage("mubi")).toEqual([["Amélie", "https://mubi.com/en/gb/films/amelie"]]);
    expect(await streamingPage("disney-plus")).toEqual([["Paddington", "https://www.disneyplus.com/en-gb/movies/paddington/2Uq3oYqaCBQ4"]]);
  }, 900_000);

  it("a member alerted on a film is mailed that it is now on the service it arrived on", async () => {
    const member = await onSite(async (server) => {
      const browser = new TestBrowser(server.base);
      expect((await browser.json("POST", "/api/signup/", { email: MEMBER, password: "a good long password" })).status).toBe(200);
      expect((await browser.json("POST", "/api/login/", { email: MEMBER, password: "a good long password" })).status).toBe(200);
      const [film] = await server.sql<{ imdb: string }>("select imdb from title where slug = 'brief-encounter-1945'");
      expect((await browser.json("POST", "/api/do-checkbox/", { tconst: film?.imdb, type: "alert", flag: true })).status).toBe(200);
      return browser;
    });
    const alertMails = () => smtp.received.filter((mail) => mail.to.includes(MEMBER) && mailHeader(mail.raw, "Subject").startsWith("Film alert"));
    await run("send-alerts");
    await run("drain-outbox");
    expect(alertMails().map((mail) => mailPart(mail.raw, "text/plain"))).toEqual([
      expect.stringContaining("Brief Encounter (1945)\n  Sun 25 Oct at 01:30 on Film4"),
    ]);

    await importStreaming("streaming-catalogue-uk-arrival.csv");
    await run("send-alerts");
    await run("drain-outbox");
    const [, arrival] = alertMails();
    expect(mailHeader(arrival?.raw ?? "", "Subject")).toBe("Film alert: Brief Encounter (1945) is now on Netflix");
    const text = mailPart(arrival?.raw ?? "", "text/plain");
    expect(text).toContain(`Brief Encounter (1945)\n  Now on Netflix\n  ${PUBLIC_URL}/film/brief-encounter-1945/`);
    expect(text).not.toContain("on Film4");
    const messages = await onSite(async (server) => {
      const browser = new TestBrowser(server.base);
      browser.cookie = member.cookie;
      return browser.ok(Messages, "GET", "/api/user-messages/");
    });
    expect(messages.messages.map((message) => message.text)).toContain("'Brief Encounter (1945)' is now on Netflix.");
  }, 900_000);
});
