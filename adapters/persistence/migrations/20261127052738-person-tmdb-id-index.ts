import { Migration } from "@mikro-orm/migrations";

/** enrich-films finds a batch's people by their TMDB ids: without this index each batch read the whole person table. */
export class Migration20261127052738_person_tmdb_id_index extends Migration {
  override name = "Migration20261127052738_person_tmdb_id_index";

  override up(): void | Promise<void> {
    this.addSql(`create index "person_tmdb_id_index" on "person" ("tmdb_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "person_tmdb_id_index";`);
  }
}
