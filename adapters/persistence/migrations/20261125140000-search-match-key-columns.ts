import { Migration } from "@mikro-orm/migrations";
import { titleMatchKey } from "../../../domain/title-match.ts";

const BATCH = 5_000;

// Backfills `match_key` from `source` with the domain's rule, one batch of rows at a time, through bound JSON.
const backfill = async (migration: Migration, table: string, key: string, source: string): Promise<void> => {
  for (;;) {
    const rows = await migration.execute(`select ${key} as id, ${source} as text from ${table} x where x.match_key is null limit ${BATCH}`);
    if (rows.length === 0) return;
    const keyed = rows.map((row) => ({ id: row["id"] as unknown, key: titleMatchKey(String(row["text"])) }));
    await migration.execute(`update ${table} x set match_key = v.key from jsonb_to_recordset(?::jsonb) as v(id text, key text) where ${key}::text = v.id`, [
      JSON.stringify(keyed.map((row) => ({ id: String(row.id), key: row.key }))),
    ]);
  }
};

/** Search reads a stored title match key through trigram indexes instead of computing search_key() on every row. */
export class Migration20261125140000_search_match_key_columns extends Migration {
  override name = "Migration20261125140000_search_match_key_columns";

  override async up(): Promise<void> {
    await this.execute(`alter table "title" add "match_key" text null;`);
    await this.execute(`alter table "title_aka" add "match_key" text null;`);
    await backfill(this, "title", "x.id", "x.title");
    await backfill(this, "title_aka", "x.title_id || ':' || x.ord", "x.name");
    await backfill(this, "title_catalogue", "x.tconst", "x.title");
    await this.execute(`alter table "title" alter column "match_key" set not null;`);
    await this.execute(`alter table "title_aka" alter column "match_key" set not null;`);
    await this.execute(`drop index if exists "title_title_trgm_index";`);
    await this.execute(`drop index if exists "title_aka_name_trgm_index";`);
    await this.execute(`drop index if exists "title_catalogue_title_trgm_index";`);
    await this.execute(`create index "title_match_key_trgm_index" on "title" using gin ("match_key" gin_trgm_ops);`);
    await this.execute(`create index "title_aka_match_key_trgm_index" on "title_aka" using gin ("match_key" gin_trgm_ops);`);
    await this.execute(`create index "title_catalogue_match_key_trgm_index" on "title_catalogue" using gin ("match_key" gin_trgm_ops);`);
    await this.execute(`create index "title_catalogue_popularity_index" on "title_catalogue" ("num_votes" desc nulls last, "tconst");`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop index if exists "title_catalogue_popularity_index";`);
    await this.execute(`drop index if exists "title_catalogue_match_key_trgm_index";`);
    await this.execute(`drop index if exists "title_aka_match_key_trgm_index";`);
    await this.execute(`drop index if exists "title_match_key_trgm_index";`);
    await this.execute(`alter table "title_aka" drop column "match_key";`);
    await this.execute(`alter table "title" drop column "match_key";`);
    await this.execute(`create index "title_title_trgm_index" on "title" using gin (search_key("title") gin_trgm_ops);`);
    await this.execute(`create index "title_aka_name_trgm_index" on "title_aka" using gin (search_key("name") gin_trgm_ops);`);
    await this.execute(`create index "title_catalogue_title_trgm_index" on "title_catalogue" using gin (search_key("title") gin_trgm_ops);`);
  }
}
