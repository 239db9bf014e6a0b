import { Migration } from "@mikro-orm/migrations";

export class Migration20261125110835_enrich_film_data extends Migration {
  override name = "Migration20261125110835_enrich_film_data";

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "title" add "backdrop_url" text null, add "metascore" smallint null, add "tmdb_similar" int[] not null default '{}', add "enriched_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "title" drop column "backdrop_url", drop column "metascore", drop column "tmdb_similar", drop column "enriched_at";`);
  }
}
