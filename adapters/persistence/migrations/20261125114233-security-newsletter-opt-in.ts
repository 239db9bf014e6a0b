import { Migration } from "@mikro-orm/migrations";

export class Migration20261125114233_security_newsletter_opt_in extends Migration {
  override name = "Migration20261125114233_security_newsletter_opt_in";

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" alter column "receive_newsletter" set default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" alter column "receive_newsletter" set default true;`);
  }
}
