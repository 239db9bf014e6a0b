import { Title } from "../../persistence/entities/title.ts";
import type { Database } from "../../persistence/database.ts";
import { broadcastDate } from "../../../domain/broadcast-day.ts";
import { formatIsoDate, type LocalDate } from "../../../domain/local-date.ts";
import { loadDemoCatalogue } from "./demo-catalogue.ts";
import { generateDemoWeek } from "./generate-demo-week.ts";
import { replaceDemoWeek, seedDemoCatalogue, type SeedSummary } from "../../persistence/seed-demo.ts";

export const DEMO_SEED = 20_141_225;

export const seedDemoData = async (orm: Database, now: number, zone: string): Promise<SeedSummary> => {
  const catalogue = loadDemoCatalogue();
  const week = generateDemoWeek(catalogue, { firstDay: broadcastDate(now, zone), zone, seed: DEMO_SEED });
  return seedDemoCatalogue(orm, catalogue, week);
};

/** Seeds the demo catalogue and week when the database holds no titles yet; answers what it wrote, or null. */
export const seedDemoDataIfEmpty = async (orm: Database, now: number, zone: string): Promise<SeedSummary | null> => {
  const existing = await orm.em.fork().count(Title, {});
  if (existing > 0) return null;
  return seedDemoData(orm, now, zone);
};

export const describeSeed = (summary: SeedSummary): string =>
  `Seeded demo data: ${summary.titles} films and series, ${summary.people} people, ${summary.channels} channels, ` +
  `${summary.services} streaming services and ${summary.shows} shows for the coming week.`;

/** Seeds an empty database, or regenerates the demo week (demo shows only) starting on the given broadcast date. */
export const seedOrRefreshDemoWeek = async (orm: Database, firstDay: LocalDate, zone: string): Promise<string> => {
  const catalogue = loadDemoCatalogue();
  const week = generateDemoWeek(catalogue, { firstDay, zone, seed: DEMO_SEED });
  const existing = await orm.em.fork().count(Title, {});
  if (existing === 0) return describeSeed(await seedDemoCatalogue(orm, catalogue, week));
  const shows = await replaceDemoWeek(orm, catalogue, week);
  return `Replaced the demo week: ${shows} shows from ${formatIsoDate(firstDay)}.`;
};
