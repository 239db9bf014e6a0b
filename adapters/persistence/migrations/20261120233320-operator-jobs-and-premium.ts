import { Migration } from "@mikro-orm/migrations";

export class Migration20261120233320_operator_jobs_and_premium extends Migration {
  override name = "Migration20261120233320_operator_jobs_and_premium";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "signing_key" ("name" text not null, "secret" text not null, "created_at" timestamptz not null default now(), primary key ("name"));`,
    );

    this.addSql(
      `create table "alert_showing" ("id" serial primary key, "title_id" int not null, "occasion" text not null, "time" timestamptz not null, "channel_names" text null, "streaming_service_id" int null, "link" text null, "first_seen_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "alert_showing" add constraint "alert_showing_title_id_occasion_unique" unique ("title_id", "occasion");`);

    this.addSql(
      `create table "premium_period" ("id" serial primary key, "provider" text not null, "reference" text not null, "user_id" int not null, "period_start" timestamptz not null, "recorded_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "premium_period_user_id_index" on "premium_period" ("user_id");`);
    this.addSql(`alter table "premium_period" add constraint "premium_period_provider_reference_unique" unique ("provider", "reference");`);

    this.addSql(
      `create table "newsletter_delivery" ("user_id" int not null, "week" text not null, "queued_at" timestamptz not null default now(), primary key ("user_id", "week"));`,
    );

    this.addSql(
      `create table "film_alert_queue" ("user_id" int not null, "titles" int not null, "queued_at" timestamptz not null default now(), primary key ("user_id"));`,
    );

    this.addSql(`alter table "mail_outbox" add "list_unsubscribe" text null;`);

    this.addSql(`alter table "user_title" add "alerted_through" int null;`);

    this.addSql(
      `alter table "alert_showing" add constraint "alert_showing_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "alert_showing" add constraint "alert_showing_streaming_service_id_foreign" foreign key ("streaming_service_id") references "streaming_service" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "premium_period" add constraint "premium_period_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "newsletter_delivery" add constraint "newsletter_delivery_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "film_alert_queue" add constraint "film_alert_queue_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "signing_key" cascade;`);
    this.addSql(`drop table if exists "alert_showing" cascade;`);
    this.addSql(`drop table if exists "premium_period" cascade;`);
    this.addSql(`drop table if exists "newsletter_delivery" cascade;`);
    this.addSql(`drop table if exists "film_alert_queue" cascade;`);

    this.addSql(`alter table "mail_outbox" drop column "list_unsubscribe";`);

    this.addSql(`alter table "user_title" drop column "alerted_through";`);
  }
}
