import { Migration } from "@mikro-orm/migrations";

// A series merged into another leaves its slug and key here, so its old page address and key find the survivor.
export class Migration20261126213242_series_merge_former_keys extends Migration {
  override name = "Migration20261126213242_series_merge_former_keys";

  override up(): void {
    this.addSql(`create table "title_former_key" ("slug" text not null, "imdb" text not null, "title_id" int not null, primary key ("slug"));`);
    this.addSql(`alter table "title_former_key" add constraint "title_former_key_imdb_unique" unique ("imdb");`);
    this.addSql(`create index "title_former_key_title_id_index" on "title_former_key" ("title_id");`);
    this.addSql(
      `alter table "title_former_key" add constraint "title_former_key_title_id_foreign" foreign key ("title_id") references "title" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "title_former_key" cascade;`);
  }
}
