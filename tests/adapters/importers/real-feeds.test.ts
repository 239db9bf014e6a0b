import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { Cause, Effect, Exit, Layer } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../adapters/importers/demo/ensure-demo-data.ts";
import { xmltvScheduleRecords } from "../../../adapters/importers/xmltv/xmltv-schedule-records.ts";
import { Database, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import type { Database as Orm } from "../../../adapters/persistence/database.ts";
import { ensureReferenceData } from "../../../adapters/persistence/reference-data.ts";
import { ListingReadModelPostgres } from "../../../adapters/persistence/repositories/listing-read-model-postgres.ts";
import { makeScheduleImportStorePostgres } from "../../../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule, type ScheduleImportSummary } from "../../../application/imports/import-xmltv-schedule.ts";
import { ListingReadModel } from "../../../application/listings/listing-read-model.ts";
import { ScheduleImportStore } from "../../../application/imports/schedule-import-store.ts";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { channelsForChannelsPage, isOnSystem } from "../../../domain/channel.ts";
import { isUsableImageSource } from "../../../domain/channel-registry.ts";
import { backends } from "../persistence/database-backends.ts";

const EVENING = { start: Date.UTC(2026, 10, 26, 18), end: Date.UTC(2026, 10, 27, 4) };

const importFixture = async (orm: Orm, file: string): Promise<ScheduleImportSummary> => {
  const bytes = readFileSync(new URL(`./fixtures/${file}`, import.meta.url));
  const exit = await Effect.runPromiseExit(
    importXmltvSchedule({ source: file, records: xmltvScheduleRecords({ name: file, stream: Readable.from([bytes]) }) }).pipe(
      Effect.provideService(ScheduleImportStore, makeScheduleImportStorePostgres(orm)),
    ),
  );
  if (Exit.isFailure(exit)) throw new Error(`importing ${file} failed: ${Cause.pretty(exit.cause)}`);
  return exit.value;
};

const readListing = (orm: Orm) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const listings = yield* ListingReadModel;
      return { rows: yield* listings.findLiveShowsBetween(EVENING, "films"), channels: yield* listings.findChannels(EVENING) };
    }).pipe(Effect.provide(ListingReadModelPostgres.pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, "pglite")))))),
  );

/** Pairs of shows on one channel where the first has not ended when the next starts. */
const overlaps = async (orm: Orm) =>
  orm.em.getConnection().execute<Array<{ channel_id: number }>>(
    `select a.channel_id from (
       select sc.channel_id, s."time", s."time" + coalesce(s.art, 0) * interval '1 minute' as ends,
              lead(s."time") over (partition by sc.channel_id order by s."time") as next_start
       from "show" s join show_channel sc on sc.show_id = s.id) a
     where a.next_start < a.ends`,
  );

describe.each(backends())("real UK feeds on an empty database on $name", (backend) => {
  afterAll(() => backend.dispose());

  it("lands Radio Times and uk_freeview style feeds on the registry's channels, with Freeview listings, every channel listed and no broken logo", async () => {
    const orm = await backend.open();
    await ensureReferenceData(orm);

    const radioTimes = await importFixture(orm, "radio-times-style.xml");
    const freeview = await importFixture(orm, "uk-freeview-style.xml");

    expect(radioTimes.unplacedChannels).toEqual([{ xmltvId: "local.example.co.uk", displayName: "Local Showcase" }]);
    expect(radioTimes.channelsCreated).toBe(1);
    expect(freeview).toMatchObject({ channelsCreated: 0, unplacedChannels: [] });

    const { rows, channels } = await readListing(orm);
    const bySlug = new Map(channels.map((channel) => [channel.id, channel]));
    const freeviewId = (await orm.em.getConnection().execute<Array<{ id: number }>>("select id from system where name = 'Freeview'"))[0]?.id ?? -1;
    const onFreeview = rows.shows.filter((show) =>
      (show.cs ?? []).some((id) => {
        const channel = bySlug.get(id);
        return channel !== undefined && isOnSystem(channel, freeviewId);
      }),
    );
    const titleOf = new Map(rows.films.map((film) => [film.imdb, film.title]));
    expect(onFreeview.map((show) => titleOf.get(show.f)).sort()).toEqual([
      "Brief Encounter",
      "Local Hero",
      "Local Hero",
      "Paddington",
      "The Dam Busters",
      "Trainspotting",
    ]);

    const listed = channelsForChannelsPage(channels).map((channel) => channel.slug);
    expect(listed).toEqual(["bbc-one", "bbc-two", "channel-4", "film4", "film4-plus-1", "itv1", "local-showcase"]);
    for (const channel of channels) expect(isUsableImageSource(channel.logo)).toBe(true);
    const logos = new Map(channels.map((channel) => [channel.slug, channel.logo]));
    expect(logos.get("local-showcase")).toBe("/logos/local-showcase.svg");
    expect(logos.get("bbc-one")).toBe("http://www.lyngsat-logo.com/logo/tv/bb/bbc1.jpg");
    expect(logos.get("film4-plus-1")).toBe("/logos/film4-plus-1.svg");
    expect(await orm.em.getConnection().execute("select slug from channel where slug in ('bbc1', 'bbc2', 'itv1-hd', 'channel-4-hd')")).toEqual([]);
  });

  it("replaces the demo shows of the imported channels in the feed's window and leaves no two shows overlapping", async () => {
    const orm = await backend.open();
    await ensureReferenceData(orm);
    await seedDemoData(orm, Date.UTC(2026, 10, 26, 12), LONDON);
    const demoInWindow = async () =>
      orm.em.getConnection().execute<Array<{ n: string }>>(
        `select count(*) as n from "show" s join show_channel sc on sc.show_id = s.id join channel c on c.id = sc.channel_id
         where s.source = 'demo' and c.slug = 'film4' and s."time" < '2026-11-26T23:15:00Z' and s."time" + coalesce(s.art, 0) * interval '1 minute' > '2026-11-26T21:00:00Z'`,
      );
    expect(Number((await demoInWindow())[0]?.n)).toBeGreaterThan(0);

    const summary = await importFixture(orm, "radio-times-style.xml");

    expect(summary.shows.removed).toBeGreaterThan(0);
    expect(Number((await demoInWindow())[0]?.n)).toBe(0);
    expect(await overlaps(orm)).toEqual([]);
  });
});
