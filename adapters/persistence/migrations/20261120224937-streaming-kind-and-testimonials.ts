import { Migration } from "@mikro-orm/migrations";

export class Migration20261120224937_streaming_kind_and_testimonials extends Migration {
  override name = "Migration20261120224937_streaming_kind_and_testimonials";

  override up(): void | Promise<void> {
    this.addSql(
      `create table "testimonial" ("id" serial primary key, "name" text not null, "town" text not null, "text" text not null, "ord" smallint not null default 0);`,
    );

    this.addSql(`alter table "streaming_service" add "kind" text not null default 'streaming';`);
    this.addSql(`alter table "streaming_service" add constraint "streaming_service_kind_check" check ("kind" in ('streaming', 'ondemand'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "testimonial" cascade;`);

    this.addSql(`alter table "streaming_service" drop constraint "streaming_service_kind_check";`);
    this.addSql(`alter table "streaming_service" drop column "kind";`);
  }
}
