import { Migration } from "@mikro-orm/migrations";

export class Migration20261120233453_admin_dashboard extends Migration {
  override name = "Migration20261120233453_admin_dashboard";

  override up(): void | Promise<void> {
    this.addSql(`create table "title_view" ("title_id" int not null, "day" date not null, "views" int not null default 0, primary key ("title_id", "day"));`);
    this.addSql(`create index "title_view_day_index" on "title_view" ("day");`);

    this.addSql(
      `create table "admin_audit" ("id" serial primary key, "at" timestamptz not null, "actor" text not null, "actor_user_id" int null, "action" text not null, "target" text not null, "before" jsonb not null, "after" jsonb not null);`,
    );
    this.addSql(`create index "admin_audit_actor_user_id_index" on "admin_audit" ("actor_user_id");`);
    this.addSql(`create index "admin_audit_at_index" on "admin_audit" ("at");`);
    this.addSql(`create index "admin_audit_target_at_index" on "admin_audit" ("target", "at");`);

    this.addSql(`alter table "title_view" add constraint "title_view_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`);

    this.addSql(
      `alter table "admin_audit" add constraint "admin_audit_actor_user_id_foreign" foreign key ("actor_user_id") references "app_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "title_view" cascade;`);
    this.addSql(`drop table if exists "admin_audit" cascade;`);
  }
}
