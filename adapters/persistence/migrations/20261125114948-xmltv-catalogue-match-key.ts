import { Migration } from "@mikro-orm/migrations";

export class Migration20261125114948_xmltv_catalogue_match_key extends Migration {
  override name = "Migration20261125114948_xmltv_catalogue_match_key";

  override up(): void | Promise<void> {
    this.addSql(`alter table "title_catalogue" add "match_key" text null;`);
    this.addSql(`create index "title_catalogue_match_key_index" on "title_catalogue" ("match_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "title_catalogue_match_key_index";`);
    this.addSql(`alter table "title_catalogue" drop column "match_key";`);
  }
}
