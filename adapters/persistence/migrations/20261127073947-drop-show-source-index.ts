import { Migration } from "@mikro-orm/migrations";

/**
 * Every schedule import wrote each show into an index on its source that nothing reads any more: imports replace a
 * channel's window whatever wrote it, and the demo reseed, the one query by source, runs on small embedded databases.
 */
export class Migration20261127073947_drop_show_source_index extends Migration {
  override name = "Migration20261127073947_drop_show_source_index";

  override up(): void | Promise<void> {
    this.addSql(`drop index "show_source_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "show_source_index" on "show" ("source");`);
  }
}
