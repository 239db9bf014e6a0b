import { afterAll, describe, expect, it } from "vitest";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { loadDemoCatalogue } from "../../../adapters/importers/demo/demo-catalogue.ts";
import { seedDemoDataIfEmpty } from "../../../adapters/importers/demo/ensure-demo-data.ts";
import { generateDemoWeek } from "../../../adapters/importers/demo/generate-demo-week.ts";
import { DEMO_SOURCE, replaceDemoWeek } from "../../../adapters/persistence/seed-demo.ts";
import { Show } from "../../../adapters/persistence/entities/show.ts";
import { Title } from "../../../adapters/persistence/entities/title.ts";
import { backends } from "./database-backends.ts";

const now = Date.UTC(2026, 10, 20, 12, 0);

describe.each(backends())("seeding the demo data on $name", (backend) => {
  afterAll(() => backend.dispose());

  it("fills an empty database once, then leaves it alone, and a week refresh replaces only demo shows", async () => {
    const orm = await backend.open();
    const first = await seedDemoDataIfEmpty(orm, now, LONDON);
    expect(first).not.toBeNull();
    const em = orm.em.fork();
    expect(await em.count(Title, {})).toBe(first?.titles);
    expect(await em.count(Show, {})).toBe(first?.shows);
    const sample = await em.findOneOrFail(Show, { source: DEMO_SOURCE, channels: { slug: "film4" } }, { populate: ["channels", "title"] });
    expect(sample.title.kind).toBe("film");

    expect(await seedDemoDataIfEmpty(orm, now, LONDON)).toBeNull();
    expect(await orm.em.fork().count(Title, {})).toBe(first?.titles);

    const imported = orm.em.fork();
    imported.create(Show, { title: sample.title, time: new Date(now), source: "xmltv:test", premiereSystemIds: [] });
    await imported.flush();
    const catalogue = loadDemoCatalogue();
    const nextWeek = generateDemoWeek(catalogue, { firstDay: { year: 2026, month: 11, day: 27 }, zone: LONDON, seed: 1 });
    const written = await replaceDemoWeek(orm, catalogue, nextWeek);
    const after = orm.em.fork();
    expect(await after.count(Show, { source: DEMO_SOURCE })).toBe(written);
    expect(await after.count(Show, { source: "xmltv:test" })).toBe(1);
    const earliest = await after.findOneOrFail(Show, { source: DEMO_SOURCE }, { orderBy: { time: "asc" } });
    expect(earliest.time.getTime()).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 27, 4, 0));
  });
});
