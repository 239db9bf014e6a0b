import { Migration } from "@mikro-orm/migrations";

export class Migration20261125111159_security_known_devices extends Migration {
  override name = "Migration20261125111159_security_known_devices";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "known_device" ("device_hash" text not null, "user_id" int not null, "last_login_at" timestamptz not null, primary key ("device_hash", "user_id"));`,
    );

    this.addSql(
      `alter table "known_device" add constraint "known_device_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "known_device" cascade;`);
  }
}
