import { Migration } from "@mikro-orm/migrations";

export class Migration20261125140413_member_calendar_feed extends Migration {
  override name = "Migration20261125140413_member_calendar_feed";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "calendar_feed" ("user_id" int not null, "seed" text not null, "token_hash" text not null, "created_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(`alter table "calendar_feed" add constraint "calendar_feed_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "calendar_feed" add constraint "calendar_feed_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_feed" cascade;`);
  }
}
