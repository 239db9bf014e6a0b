import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../adapters/persistence/database.ts";
import { backends } from "../persistence/database-backends.ts";
import { enrichAgainstStandIn } from "./enrich-against-stand-in.ts";
import { startFilmDataStandIn, type FilmDataStandIn } from "./film-data-stand-in.ts";

const KEYS = { token: "offer-dates-token", apiKey: "offer-dates-key" };
const FIRST_SEEN = Date.UTC(2026, 10, 20, 6);
const NEXT_DAY = Date.UTC(2026, 10, 21, 6);
const WEEK_LATER = Date.UTC(2026, 10, 27, 6);
const WATCH = "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB";
const NETFLIX = { logo_path: "/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg", provider_id: 8, provider_name: "Netflix", display_priority: 3 };
const AMAZON = { logo_path: "/5NyLm42TmCqCMOZFvH4fcoSNKEW.jpg", provider_id: 10, provider_name: "Amazon Video", display_priority: 10 };

describe.each(backends())("the dates of TMDB streaming offers on $name", (backend) => {
  let orm: Database;
  let standIn: FilmDataStandIn;
  const enrichAt = (now: number) =>
    enrichAgainstStandIn(orm, standIn, KEYS, { all: true, refreshDays: 30, limit: undefined, film: undefined, now, concurrency: 1 });
  const offers = () =>
    orm.em
      .fork()
      .getConnection()
      .execute<Array<{ service: string; availability: string; since: string }>>(
        "select ss.slug as service, s.availability, to_char(s.time at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as since from show s join streaming_service ss on ss.id = s.streaming_service_id order by ss.slug",
      );

  beforeAll(async () => {
    orm = await backend.open();
    await orm.em
      .getConnection()
      .execute(
        "insert into streaming_service (name, name_display, slug) values ('netflix', 'Netflix', 'netflix'), ('prime-video', 'Prime Video', 'prime-video')",
      );
    await orm.em
      .getConnection()
      .execute(
        "insert into title (kind, imdb, slug, title, match_key, year) values ('film', 'tt0068646', 'the-godfather-1972', 'The Godfather', 'godfather', 1972)",
      );
    standIn = await startFilmDataStandIn(KEYS.token, KEYS.apiKey);
  });
  afterAll(async () => {
    await standIn.close();
    await backend.dispose();
  });

  it("dates an offer by the run that first saw it", async () => {
    expect(await enrichAt(FIRST_SEEN)).toMatchObject({ changed: 1 });
    expect(await offers()).toEqual([
      { service: "netflix", availability: "Included with subscription", since: "2026-11-20 06:00" },
      { service: "prime-video", availability: "To rent", since: "2026-11-20 06:00" },
    ]);
  });

  it("keeps that date on a later run that still sees the offer", async () => {
    expect(await enrichAt(NEXT_DAY)).toMatchObject({ changed: 0, unchanged: 1 });
    expect((await offers()).map((offer) => offer.since)).toEqual(["2026-11-20 06:00", "2026-11-20 06:00"]);
  });

  it("keeps the date when only the kind of offer on a service changes, removes an offer TMDB no longer lists and dates a new one by its run", async () => {
    standIn.setGbProviders(238, { link: WATCH, flatrate: [AMAZON] });
    expect(await enrichAt(WEEK_LATER)).toMatchObject({ changed: 1 });
    expect(await offers()).toEqual([{ service: "prime-video", availability: "Included with subscription", since: "2026-11-20 06:00" }]);
    standIn.setGbProviders(238, { link: WATCH, flatrate: [AMAZON, NETFLIX] });
    await enrichAt(WEEK_LATER + 3_600_000);
    expect(await offers()).toEqual([
      { service: "netflix", availability: "Included with subscription", since: "2026-11-27 07:00" },
      { service: "prime-video", availability: "Included with subscription", since: "2026-11-20 06:00" },
    ]);
  });
});
