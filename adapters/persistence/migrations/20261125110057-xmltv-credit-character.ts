import { Migration } from "@mikro-orm/migrations";

export class Migration20261125110057_xmltv_credit_character extends Migration {
  override name = "Migration20261125110057_xmltv_credit_character";

  override up(): void | Promise<void> {
    this.addSql(`alter table "credit" add "character" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "credit" drop column "character";`);
  }
}
