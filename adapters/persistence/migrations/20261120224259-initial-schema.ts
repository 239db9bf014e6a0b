import { Migration } from "@mikro-orm/migrations";

export class Migration20261120224259_initial_schema extends Migration {
  override name = "Migration20261120224259_initial_schema";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "advert" ("id" serial primary key, "name" text not null, "image_url" text null, "link_url" text null, "active" boolean not null default true, "n_views" bigint not null default '0', "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "app" ("id" serial primary key, "name" text not null, "url" text not null, "description" text not null, "icon" text not null, "ord" smallint not null default 0);`,
    );

    this.addSql(
      `create table "certificate" ("id" serial primary key, "name" text not null, "rank" smallint not null, "description" text null, "logo" text null);`,
    );
    this.addSql(`alter table "certificate" add constraint "certificate_name_unique" unique ("name");`);

    this.addSql(
      `create table "channel" ("id" serial primary key, "name" text not null, "slug" text not null, "logo" text null, "hd" boolean not null default false);`,
    );
    this.addSql(`alter table "channel" add constraint "channel_slug_unique" unique ("slug");`);

    this.addSql(`create table "genre" ("id" serial primary key, "name" text not null, "slug" text not null);`);
    this.addSql(`alter table "genre" add constraint "genre_slug_unique" unique ("slug");`);

    this.addSql(`create table "language" ("id" serial primary key, "name" text not null);`);
    this.addSql(`alter table "language" add constraint "language_name_unique" unique ("name");`);

    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "dedupe_key" text null, "kind" text not null, "to_address" text not null, "subject" text not null, "text_body" text not null, "html_body" text null, "status" text not null default 'pending', "attempts" smallint not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`);

    this.addSql(
      `create table "person" ("id" serial primary key, "name" text not null, "slug" text not null, "tmdb_id" int null, "tmdb_img" text null, "imdb" text null);`,
    );
    this.addSql(`alter table "person" add constraint "person_slug_unique" unique ("slug");`);
    this.addSql(`alter table "person" add constraint "person_imdb_unique" unique ("imdb");`);
    this.addSql(`create index "person_name_trgm_index" on "person" using gin (search_key("name") gin_trgm_ops);`);

    this.addSql(`create table "rate_limit" ("key" text not null, "window_start" timestamptz not null, "hits" int not null default 0, primary key ("key"));`);

    this.addSql(
      `create table "site_banner" ("id" serial primary key, "html" text not null, "active" boolean not null default true, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "streaming_service" ("id" serial primary key, "name" text not null, "name_display" text not null, "slug" text not null, "logo" text null, "available" boolean not null default true);`,
    );
    this.addSql(`alter table "streaming_service" add constraint "streaming_service_slug_unique" unique ("slug");`);

    this.addSql(`create table "system" ("id" serial primary key, "name" text not null, "long_name" text not null, "logo" text null);`);
    this.addSql(`alter table "system" add constraint "system_name_unique" unique ("name");`);

    this.addSql(
      `create table "channel_system" ("channel_id" int not null, "system_id" int not null, "number" int not null, primary key ("channel_id", "system_id"));`,
    );
    this.addSql(`create index "channel_system_system_id_number_index" on "channel_system" ("system_id", "number");`);

    this.addSql(
      `create table "title" ("id" serial primary key, "kind" text not null, "imdb" text not null, "slug" text not null, "title" text not null, "year" smallint null, "year_end" smallint null, "length" smallint null, "certificate_id" int null, "poster_url" text null, "synopsis" text null, "synopsis_short" text null, "review" text null, "tvguide_synopsis" text null, "imdb_synopsis" text null, "rotten_synopsis" text null, "youtube" text null, "audi" smallint null, "crit" smallint null, "imdb_r" real null, "rt_slug" text null, "rotten_status" text not null default 'UN', "rotten_url" text null, "tmdb_kind" text null, "tmdb_id" int null, "verified" boolean not null default false, "incorrect" text[] not null default '{}', "n_daily" int not null default 0, "n_weekly" int not null default 0, "full_data" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "title" add constraint "title_imdb_unique" unique ("imdb");`);
    this.addSql(`alter table "title" add constraint "title_slug_unique" unique ("slug");`);
    this.addSql(`create index "title_kind_year_index" on "title" ("kind", "year");`);
    this.addSql(`create index "title_created_at_index" on "title" ("created_at");`);
    this.addSql(`create index "title_n_daily_index" on "title" ("n_daily");`);
    this.addSql(`create index "title_n_weekly_index" on "title" ("n_weekly");`);
    this.addSql(`create index "title_unverified_index" on "title" ("created_at") where verified = false;`);
    this.addSql(`create index "title_reported_index" on "title" ("updated_at") where incorrect <> '{}';`);
    this.addSql(`create index "title_tmdb_index" on "title" ("tmdb_kind", "tmdb_id");`);
    this.addSql(`create index "title_title_trgm_index" on "title" using gin (search_key("title") gin_trgm_ops);`);

    this.addSql(
      `create table "show" ("id" serial primary key, "title_id" int not null, "time" timestamptz not null, "art" smallint null, "streaming_service_id" int null, "link" text null, "availability" text null, "premiere_system_ids" int[] not null default '{}', "season" smallint null, "episode" smallint null, "n_episodes" smallint null, "episode_title" text null, "source" text not null, "imported_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "show_time_index" on "show" ("time");`);
    this.addSql(`create index "show_title_id_time_index" on "show" ("title_id", "time");`);
    this.addSql(`create index "show_streaming_service_id_time_index" on "show" ("streaming_service_id", "time");`);
    this.addSql(`create index "show_source_index" on "show" ("source");`);

    this.addSql(`create table "show_channel" ("show_id" int not null, "channel_id" int not null, primary key ("show_id", "channel_id"));`);
    this.addSql(`create index "show_channel_channel_id_show_id_index" on "show_channel" ("channel_id", "show_id");`);

    this.addSql(
      `create table "review" ("id" serial primary key, "title_id" int not null, "synopsis" text null, "review" text not null, "verified" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "review_title_id_index" on "review" ("title_id");`);
    this.addSql(`create index "review_verified_created_at_index" on "review" ("verified", "created_at");`);

    this.addSql(
      `create table "credit" ("title_id" int not null, "person_id" int not null, "role" text not null, "ord" smallint not null default 0, primary key ("title_id", "person_id", "role"));`,
    );
    this.addSql(`create index "credit_person_id_role_index" on "credit" ("person_id", "role");`);

    this.addSql(`create table "title_aka" ("title_id" int not null, "ord" smallint not null, "name" text not null, primary key ("title_id", "ord"));`);
    this.addSql(`create index "title_aka_name_trgm_index" on "title_aka" using gin (search_key("name") gin_trgm_ops);`);

    this.addSql(
      `create table "title_catalogue" ("tconst" text not null, "title" text not null, "original_title" text null, "year" smallint null, "kind" text not null, "genres" text null, "runtime" int null, "average_rating" real null, "num_votes" int null, primary key ("tconst"));`,
    );
    this.addSql(`create index "title_catalogue_title_trgm_index" on "title_catalogue" using gin (search_key("title") gin_trgm_ops);`);

    this.addSql(
      `create table "title_genre" ("title_id" int not null, "genre_id" int not null, "ord" smallint not null default 0, primary key ("title_id", "genre_id"));`,
    );
    this.addSql(`create index "title_genre_genre_id_title_id_index" on "title_genre" ("genre_id", "title_id");`);

    this.addSql(
      `create table "title_language" ("title_id" int not null, "language_id" int not null, "ord" smallint not null default 0, primary key ("title_id", "language_id"));`,
    );
    this.addSql(`create index "title_language_language_id_title_id_index" on "title_language" ("language_id", "title_id");`);

    this.addSql(
      `create table "title_similar" ("title_id" int not null, "similar_id" int not null, "ord" smallint not null default 0, primary key ("title_id", "similar_id"));`,
    );

    this.addSql(
      `create table "app_user" ("id" serial primary key, "email" text not null, "password_hash" text not null, "username" text null, "profile_img" text null, "premium_until" timestamptz null, "role" text not null default 'user', "receive_newsletter" boolean not null default true, "receive_film_alerts" boolean not null default true, "preferred_view" text not null default 'table', "filters" jsonb null, "created_at" timestamptz not null default now(), "last_login_at" timestamptz null);`,
    );
    this.addSql(`create unique index "app_user_email_lower_unique" on "app_user" (lower("email"));`);

    this.addSql(
      `create table "session" ("id" text not null, "user_id" int not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(
      `create table "payment_event" ("id" serial primary key, "provider" text not null, "provider_event_id" text not null, "kind" text not null, "user_id" int null, "payload" jsonb not null, "received_at" timestamptz not null default now(), "processed_at" timestamptz null);`,
    );
    this.addSql(`create index "payment_event_user_id_index" on "payment_event" ("user_id");`);
    this.addSql(`alter table "payment_event" add constraint "payment_event_provider_provider_event_id_unique" unique ("provider", "provider_event_id");`);

    this.addSql(
      `create table "password_reset_token" ("token_hash" text not null, "user_id" int not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "password_reset_token_user_id_index" on "password_reset_token" ("user_id");`);
    this.addSql(`create index "password_reset_token_expires_at_index" on "password_reset_token" ("expires_at");`);

    this.addSql(
      `create table "message" ("id" serial primary key, "user_id" int not null, "created_at" timestamptz not null default now(), "text" text not null, "read" boolean not null default false, "kind" text not null default 'other', "slug" text null);`,
    );
    this.addSql(`create index "message_user_id_created_at_index" on "message" ("user_id", "created_at");`);

    this.addSql(
      `create table "film_report" ("id" serial primary key, "title_id" int not null, "code" text not null, "user_id" int null, "created_at" timestamptz not null default now(), "resolved_at" timestamptz null);`,
    );
    this.addSql(`create index "film_report_title_id_index" on "film_report" ("title_id");`);
    this.addSql(`create index "film_report_user_id_index" on "film_report" ("user_id");`);
    this.addSql(`create index "film_report_open_index" on "film_report" ("created_at") where resolved_at is null;`);

    this.addSql(
      `create table "feedback" ("id" serial primary key, "text" text not null, "category" text not null, "email" text null, "user_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "feedback_user_id_index" on "feedback" ("user_id");`);
    this.addSql(`create index "feedback_created_at_index" on "feedback" ("created_at");`);

    this.addSql(
      `create table "channel_list" ("id" serial primary key, "user_id" int not null, "title" text null, "kind" smallint not null default 0, "is_default" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "channel_list_user_id_index" on "channel_list" ("user_id");`);
    this.addSql(`create unique index "channel_list_one_default_unique" on "channel_list" ("user_id") where is_default = true;`);

    this.addSql(
      `create table "channel_list_channel" ("channel_list_id" int not null, "channel_id" int not null, primary key ("channel_list_id", "channel_id"));`,
    );

    this.addSql(
      `create table "user_title" ("user_id" int not null, "title_id" int not null, "watched" boolean not null default false, "watched_on" date null, "not_interested" boolean not null default false, "alert" boolean not null default false, "stars" smallint null, "updated_at" timestamptz not null default now(), primary key ("user_id", "title_id"));`,
    );
    this.addSql(`create index "user_title_alert_index" on "user_title" ("title_id") where alert = true;`);

    this.addSql(`create table "xmltv_channel_map" ("xmltv_id" text not null, "display_name" text null, "channel_id" int null, primary key ("xmltv_id"));`);
    this.addSql(`create index "xmltv_channel_map_channel_id_index" on "xmltv_channel_map" ("channel_id");`);

    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_status_check" check ("status" in ('pending', 'sent', 'failed'));`);

    this.addSql(
      `alter table "channel_system" add constraint "channel_system_channel_id_foreign" foreign key ("channel_id") references "channel" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "channel_system" add constraint "channel_system_system_id_foreign" foreign key ("system_id") references "system" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "title" add constraint "title_certificate_id_foreign" foreign key ("certificate_id") references "certificate" ("id") on delete set null;`,
    );
    this.addSql(`alter table "title" add constraint "title_kind_check" check ("kind" in ('film', 'series'));`);
    this.addSql(`alter table "title" add constraint "title_rotten_status_check" check ("rotten_status" in ('UN', 'AB', 'BD', 'AG', 'GD'));`);
    this.addSql(`alter table "title" add constraint "title_tmdb_kind_check" check ("tmdb_kind" in ('movie', 'tv'));`);

    this.addSql(`alter table "show" add constraint "show_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`);
    this.addSql(
      `alter table "show" add constraint "show_streaming_service_id_foreign" foreign key ("streaming_service_id") references "streaming_service" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "show_channel" add constraint "show_channel_show_id_foreign" foreign key ("show_id") references "show" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_channel" add constraint "show_channel_channel_id_foreign" foreign key ("channel_id") references "channel" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "review" add constraint "review_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`);

    this.addSql(`alter table "credit" add constraint "credit_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`);
    this.addSql(`alter table "credit" add constraint "credit_person_id_foreign" foreign key ("person_id") references "person" ("id") on delete cascade;`);
    this.addSql(`alter table "credit" add constraint "credit_role_check" check ("role" in ('star', 'director'));`);

    this.addSql(`alter table "title_aka" add constraint "title_aka_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`);

    this.addSql(
      `alter table "title_genre" add constraint "title_genre_title_id_foreign" foreign key ("title_id") references "title" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "title_genre" add constraint "title_genre_genre_id_foreign" foreign key ("genre_id") references "genre" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "title_language" add constraint "title_language_title_id_foreign" foreign key ("title_id") references "title" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "title_language" add constraint "title_language_language_id_foreign" foreign key ("language_id") references "language" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "title_similar" add constraint "title_similar_title_id_foreign" foreign key ("title_id") references "title" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "title_similar" add constraint "title_similar_similar_id_foreign" foreign key ("similar_id") references "title" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "app_user" add constraint "app_user_role_check" check ("role" in ('user', 'admin'));`);
    this.addSql(`alter table "app_user" add constraint "app_user_preferred_view_check" check ("preferred_view" in ('table', 'grid', 'timeline'));`);

    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(
      `alter table "payment_event" add constraint "payment_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "message" add constraint "message_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "message" add constraint "message_kind_check" check ("kind" in ('film', 'series', 'other'));`);

    this.addSql(
      `alter table "film_report" add constraint "film_report_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "film_report" add constraint "film_report_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`,
    );
    this.addSql(`alter table "film_report" add constraint "film_report_code_check" check ("code" in ('PO', 'SY', 'DC', 'RT', 'IM', 'TM', 'YT', 'SC'));`);

    this.addSql(`alter table "feedback" add constraint "feedback_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "feedback" add constraint "feedback_category_check" check ("category" in ('SG', 'BG', 'OT'));`);

    this.addSql(
      `alter table "channel_list" add constraint "channel_list_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "channel_list" add constraint "channel_list_kind_check" check (kind in (0, 1));`);

    this.addSql(
      `alter table "channel_list_channel" add constraint "channel_list_channel_channel_list_id_foreign" foreign key ("channel_list_id") references "channel_list" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "channel_list_channel" add constraint "channel_list_channel_channel_id_foreign" foreign key ("channel_id") references "channel" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "user_title" add constraint "user_title_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "user_title" add constraint "user_title_title_id_foreign" foreign key ("title_id") references "title" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "user_title" add constraint "user_title_stars_check" check (stars >= 1 and stars <= 5);`);

    this.addSql(
      `alter table "xmltv_channel_map" add constraint "xmltv_channel_map_channel_id_foreign" foreign key ("channel_id") references "channel" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "title" drop constraint "title_certificate_id_foreign";`);
    this.addSql(`alter table "channel_system" drop constraint "channel_system_channel_id_foreign";`);
    this.addSql(`alter table "show_channel" drop constraint "show_channel_channel_id_foreign";`);
    this.addSql(`alter table "channel_list_channel" drop constraint "channel_list_channel_channel_id_foreign";`);
    this.addSql(`alter table "xmltv_channel_map" drop constraint "xmltv_channel_map_channel_id_foreign";`);
    this.addSql(`alter table "title_genre" drop constraint "title_genre_genre_id_foreign";`);
    this.addSql(`alter table "title_language" drop constraint "title_language_language_id_foreign";`);
    this.addSql(`alter table "credit" drop constraint "credit_person_id_foreign";`);
    this.addSql(`alter table "show" drop constraint "show_streaming_service_id_foreign";`);
    this.addSql(`alter table "channel_system" drop constraint "channel_system_system_id_foreign";`);
    this.addSql(`alter table "show" drop constraint "show_title_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_title_id_foreign";`);
    this.addSql(`alter table "credit" drop constraint "credit_title_id_foreign";`);
    this.addSql(`alter table "title_aka" drop constraint "title_aka_title_id_foreign";`);
    this.addSql(`alter table "title_genre" drop constraint "title_genre_title_id_foreign";`);
    this.addSql(`alter table "title_language" drop constraint "title_language_title_id_foreign";`);
    this.addSql(`alter table "title_similar" drop constraint "title_similar_title_id_foreign";`);
    this.addSql(`alter table "title_similar" drop constraint "title_similar_similar_id_foreign";`);
    this.addSql(`alter table "film_report" drop constraint "film_report_title_id_foreign";`);
    this.addSql(`alter table "user_title" drop constraint "user_title_title_id_foreign";`);
    this.addSql(`alter table "show_channel" drop constraint "show_channel_show_id_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);
    this.addSql(`alter table "payment_event" drop constraint "payment_event_user_id_foreign";`);
    this.addSql(`alter table "password_reset_token" drop constraint "password_reset_token_user_id_foreign";`);
    this.addSql(`alter table "message" drop constraint "message_user_id_foreign";`);
    this.addSql(`alter table "film_report" drop constraint "film_report_user_id_foreign";`);
    this.addSql(`alter table "feedback" drop constraint "feedback_user_id_foreign";`);
    this.addSql(`alter table "channel_list" drop constraint "channel_list_user_id_foreign";`);
    this.addSql(`alter table "user_title" drop constraint "user_title_user_id_foreign";`);
    this.addSql(`alter table "channel_list_channel" drop constraint "channel_list_channel_channel_list_id_foreign";`);

    this.addSql(`drop table if exists "advert" cascade;`);
    this.addSql(`drop table if exists "app" cascade;`);
    this.addSql(`drop table if exists "certificate" cascade;`);
    this.addSql(`drop table if exists "channel" cascade;`);
    this.addSql(`drop table if exists "genre" cascade;`);
    this.addSql(`drop table if exists "language" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "person" cascade;`);
    this.addSql(`drop table if exists "rate_limit" cascade;`);
    this.addSql(`drop table if exists "site_banner" cascade;`);
    this.addSql(`drop table if exists "streaming_service" cascade;`);
    this.addSql(`drop table if exists "system" cascade;`);
    this.addSql(`drop table if exists "channel_system" cascade;`);
    this.addSql(`drop table if exists "title" cascade;`);
    this.addSql(`drop table if exists "show" cascade;`);
    this.addSql(`drop table if exists "show_channel" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
    this.addSql(`drop table if exists "credit" cascade;`);
    this.addSql(`drop table if exists "title_aka" cascade;`);
    this.addSql(`drop table if exists "title_catalogue" cascade;`);
    this.addSql(`drop table if exists "title_genre" cascade;`);
    this.addSql(`drop table if exists "title_language" cascade;`);
    this.addSql(`drop table if exists "title_similar" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "payment_event" cascade;`);
    this.addSql(`drop table if exists "password_reset_token" cascade;`);
    this.addSql(`drop table if exists "message" cascade;`);
    this.addSql(`drop table if exists "film_report" cascade;`);
    this.addSql(`drop table if exists "feedback" cascade;`);
    this.addSql(`drop table if exists "channel_list" cascade;`);
    this.addSql(`drop table if exists "channel_list_channel" cascade;`);
    this.addSql(`drop table if exists "user_title" cascade;`);
    this.addSql(`drop table if exists "xmltv_channel_map" cascade;`);
  }
}
