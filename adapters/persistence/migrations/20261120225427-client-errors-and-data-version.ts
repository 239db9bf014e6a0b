import { Migration } from "@mikro-orm/migrations";

// Listing data tables; popularity counters, report codes and view counts change without invalidating cached payloads.
const dataVersionTriggers: ReadonlyArray<readonly [string, string?]> = [
  [
    "title",
    "kind, imdb, slug, title, year, year_end, length, certificate_id, poster_url, synopsis, synopsis_short, review, " +
      "youtube, audi, crit, imdb_r, rt_slug, rotten_status, rotten_url, tmdb_kind, tmdb_id, full_data",
  ],
  ["show"],
  ["show_channel"],
  ["channel"],
  ["channel_system"],
  ["system"],
  ["streaming_service"],
  ["genre"],
  ["language"],
  ["certificate"],
  ["person"],
  ["credit"],
  ["title_aka"],
  ["title_genre"],
  ["title_language"],
  ["title_similar"],
  ["review"],
  ["site_banner"],
  ["advert", "name, image_url, link_url, active"],
  ["app"],
];

export class Migration20261120225427_client_errors_and_data_version extends Migration {
  override name = "Migration20261120225427_client_errors_and_data_version";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "client_error" ("id" serial primary key, "url" text not null, "method" text not null, "message" text not null, "user_agent" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "client_error_created_at_index" on "client_error" ("created_at");`);

    this.addSql(
      `create table "data_version" ("id" smallint primary key, "version" bigint not null default '1', "changed_at" timestamptz not null default now());`,
    );

    this.addSql(`insert into "data_version" ("id", "version") values (1, 1) on conflict do nothing;`);
    this.addSql(
      `create or replace function bump_data_version() returns trigger language plpgsql as $$ begin ` +
        `insert into data_version (id, version, changed_at) values (1, 1, now()) ` +
        `on conflict (id) do update set version = data_version.version + 1, changed_at = now(); return null; end $$;`,
    );
    for (const [table, updateOf] of dataVersionTriggers) {
      const events = updateOf === undefined ? "insert or update or delete or truncate" : `insert or delete or truncate or update of ${updateOf}`;
      this.addSql(`create trigger "${table}_bumps_data_version" after ${events} on "${table}" for each statement execute function bump_data_version();`);
    }
  }

  override down(): void | Promise<void> {
    for (const [table] of dataVersionTriggers) this.addSql(`drop trigger if exists "${table}_bumps_data_version" on "${table}";`);
    this.addSql(`drop function if exists bump_data_version();`);
    this.addSql(`drop table if exists "client_error" cascade;`);
    this.addSql(`drop table if exists "data_version" cascade;`);
  }
}
