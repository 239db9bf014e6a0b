import { seedDemoData } from "../../adapters/importers/demo/ensure-demo-data.ts";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { LONDON } from "../../domain/broadcast-day.ts";

/** The moment the viewer's demo week is seeded at; the jobs run on it too (`VIEWER_CLOCK`), so "coming showings" never depend on the day. */
export const VIEWER_NOW = Date.parse("2026-11-25T19:30:00Z");

/** The settings that hold a CLI job's or server's clock at `VIEWER_NOW`. */
export const VIEWER_CLOCK = { CLOCK_START: new Date(VIEWER_NOW).toISOString(), CLOCK_TICKS: "false" };

/** Seeds the demo week into an embedded data folder, with viewer@example.com alerted on two films shown later that evening or that week. */
export const seedViewerWithAlerts = async (dataDir: string): Promise<void> => {
  const orm = await openDatabase({ dataDir: pgliteDirectory(dataDir) });
  try {
    await seedDemoData(orm, VIEWER_NOW, LONDON);
    const em = orm.em.fork();
    await em.execute("insert into app_user (email, password_hash, receive_newsletter) values ('viewer@example.com', 'hash', true)");
    await em.execute(
      `insert into user_title (user_id, title_id, alert, watched)
       select u.id, t.id, true, false from app_user u cross join lateral (
         select t.id from title t where t.kind = 'film' and exists (
           select 1 from show s join show_channel sc on sc.show_id = s.id where s.title_id = t.id and s.time > ?)
         order by t.id limit 2) t
       where u.email = 'viewer@example.com'`,
      [new Date(VIEWER_NOW + 3_600_000)],
    );
  } finally {
    await closeDatabase(orm);
  }
};
