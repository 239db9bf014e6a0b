import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { afterAll, describe, expect, it } from "vitest";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { UK_CHANNELS } from "../../../domain/uk-channels.ts";
import { seedDemoDataIfEmpty } from "../../../adapters/importers/demo/ensure-demo-data.ts";
import { Certificate } from "../../../adapters/persistence/entities/certificate.ts";
import { ChannelSystem } from "../../../adapters/persistence/entities/channel-system.ts";
import { Channel } from "../../../adapters/persistence/entities/channel.ts";
import { Genre } from "../../../adapters/persistence/entities/genre.ts";
import { Language } from "../../../adapters/persistence/entities/language.ts";
import { StreamingService } from "../../../adapters/persistence/entities/streaming-service.ts";
import { System } from "../../../adapters/persistence/entities/system.ts";
import { Title } from "../../../adapters/persistence/entities/title.ts";
import { ensureReferenceData, REFERENCE_CERTIFICATES, REFERENCE_GENRES, REFERENCE_SERVICES } from "../../../adapters/persistence/reference-data.ts";
import { backends } from "./database-backends.ts";

const now = Date.UTC(2026, 10, 20, 12, 0);

const counts = async (em: SqlEntityManager) => ({
  systems: await em.count(System, {}),
  genres: await em.count(Genre, {}),
  languages: await em.count(Language, {}),
  certificates: await em.count(Certificate, {}),
  services: await em.count(StreamingService, {}),
  channels: await em.count(Channel, {}),
  numbers: await em.count(ChannelSystem, {}),
});

describe.each(backends())("reference data on $name", (backend) => {
  afterAll(() => backend.dispose());

  it("gives an empty database the platforms, genres, languages, certificates, services and registry channels, once however often it runs", async () => {
    const orm = await backend.open();
    await ensureReferenceData(orm);
    const first = await counts(orm.em.fork());
    expect(first.systems).toBe(4);
    expect(first.genres).toBe(REFERENCE_GENRES.length);
    expect(first.certificates).toBe(REFERENCE_CERTIFICATES.length);
    expect(first.services).toBe(REFERENCE_SERVICES.length);
    expect(first.channels).toBe(UK_CHANNELS.length);
    expect(first.numbers).toBeGreaterThan(100);
    await ensureReferenceData(orm);
    expect(await counts(orm.em.fork())).toEqual(first);
    const bbcOne = await orm.em.fork().findOneOrFail(Channel, { slug: "bbc-one" });
    expect(bbcOne.logo).toBe("/logos/bbc-one.svg");
    expect(await orm.em.fork().count(ChannelSystem, { channel: bbcOne.id })).toBe(4);
  });

  it("keeps a platform number an operator changed", async () => {
    const orm = await backend.open();
    await ensureReferenceData(orm);
    const em = orm.em.fork();
    const film4 = await em.findOneOrFail(Channel, { slug: "film4" });
    const freeview = await em.findOneOrFail(System, { name: "Freeview" });
    await em.nativeUpdate(ChannelSystem, { channel: film4.id, system: freeview.id }, { number: 914 });
    await ensureReferenceData(orm);
    expect((await orm.em.fork().findOneOrFail(ChannelSystem, { channel: film4.id, system: freeview.id })).number).toBe(914);
  });

  it("lets the demo seed run on top, reusing the reference rows", async () => {
    const orm = await backend.open();
    await ensureReferenceData(orm);
    const before = await counts(orm.em.fork());
    const seeded = await seedDemoDataIfEmpty(orm, now, LONDON);
    expect(seeded).not.toBeNull();
    const after = await counts(orm.em.fork());
    expect(after.systems).toBe(before.systems);
    expect(after.certificates).toBe(before.certificates);
    expect(after.services).toBe(before.services);
    // every demo channel is a registry channel
    expect(after.channels).toBe(before.channels);
    expect(await orm.em.fork().count(Title, {})).toBe(seeded?.titles);
  });
});
