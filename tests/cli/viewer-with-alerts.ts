import { seedDemoData } from "../../adapters/importers/demo/ensure-demo-data.ts";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { LONDON } from "../../domain/broadcast-day.ts";

/** Seeds the demo week into an embedded data folder, with viewer@example.com alerted on two films shown later today or this week. */
export const seedViewerWithAlerts = async (dataDir: string): Promise<void> => {
  const orm = await openDatabase({ dataDir: pgliteDirectory(dataDir) });
  try {
    await seedDemoData(orm, Date.now(), LONDON);
    const em = orm.em.fork();
    await em.execute("insert into app_user (email, password_hash, receive_newsletter) values ('viewer@example.com', 'hash', true)");
    await em.execute(
      `insert into user_title (user_id, title_id, alert, watched)
       select u.id, t.id, true, false from app_user u cross join lateral (
         select t.id from title t where t.kind = 'film' and exists (
           select 1 from show s join show_channel sc on sc.show_id = s.id where s.title_id = t.id and s.time > now() + interval '1 hour')
         order by t.id limit 2) t
       where u.email = 'viewer@example.com'`,
    );
  } finally {
    await closeDatabase(orm);
  }
};
