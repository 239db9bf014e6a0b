import { Migration } from "@mikro-orm/migrations";

export class Migration20261120225544_account_termination_and_throttle extends Migration {
  override name = "Migration20261120225544_account_termination_and_throttle";

  override up(): void | Promise<void> {
    this.addSql(`alter table "rate_limit" add "last_hit_at" timestamptz null;`);

    this.addSql(`alter table "app_user" add "terminated_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "terminated_at";`);

    this.addSql(`alter table "rate_limit" drop column "last_hit_at";`);
  }
}
