import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { instantAt } from "../../../domain/zoned-time.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";

const START = Date.parse("2026-03-29T19:30:00Z");

describe("a server whose clock is configured to start at an instant and stand still", () => {
  let server: PublicSiteServer;

  beforeAll(async () => {
    server = await startPublicSiteServer(undefined, { at: START, ticks: false });
  });

  afterAll(async () => {
    await server.stop();
  });

  it("answers that instant as the server time, however long it runs", async () => {
    for (const _ of [1, 2]) {
      const response = await fetch(`${server.base}/api/server-time/`);
      expect(await response.json()).toEqual({ serverTime: START });
    }
  });

  it("seeds the demo week from that instant's broadcast day", async () => {
    const [row] = await server.sql<{ first: Date }>("select min(time) as first from show where source = 'demo'");
    expect(new Date(row?.first ?? 0).getTime()).toBe(instantAt({ year: 2026, month: 3, day: 29 }, 4, 0, LONDON));
  });
});
