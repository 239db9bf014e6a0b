import { Migration } from "@mikro-orm/migrations";

export class Migration20261125140639_harden_email_change extends Migration {
  override name = "Migration20261125140639_harden_email_change";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_change" ("token_hash" text not null, "user_id" int not null, "new_email" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "email_change_user_id_index" on "email_change" ("user_id");`);
    this.addSql(`create index "email_change_expires_at_index" on "email_change" ("expires_at");`);

    this.addSql(
      `alter table "email_change" add constraint "email_change_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_change" cascade;`);
  }
}
