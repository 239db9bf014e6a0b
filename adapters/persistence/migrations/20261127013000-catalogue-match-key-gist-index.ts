import { Migration } from "@mikro-orm/migrations";

/** Search's fuzzy tier reads the catalogue nearest first (`<->`, `<<->`) from a GiST trigram index and stops at its limit. */
export class Migration20261127013000_catalogue_match_key_gist_index extends Migration {
  override name = "Migration20261127013000_catalogue_match_key_gist_index";

  override async up(): Promise<void> {
    await this.execute(`create index "title_catalogue_match_key_gist_index" on "title_catalogue" using gist ("match_key" gist_trgm_ops);`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop index if exists "title_catalogue_match_key_gist_index";`);
  }
}
