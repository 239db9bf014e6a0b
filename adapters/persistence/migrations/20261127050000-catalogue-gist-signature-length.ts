import { Migration } from "@mikro-orm/migrations";

/**
 * The catalogue's GiST trigram index with 256-byte signatures instead of 12: with the short default, the signatures of
 * the upper index pages hold nearly every trigram, so a nearest-first scan could rule out next to none of them and read
 * most of the index (tens of milliseconds a search at 1M IMDb rows); with 256 bytes it reads a few dozen pages.
 */
export class Migration20261127050000_catalogue_gist_signature_length extends Migration {
  override name = "Migration20261127050000_catalogue_gist_signature_length";

  override async up(): Promise<void> {
    await this.execute(`drop index if exists "title_catalogue_match_key_gist_index";`);
    await this.execute(`create index "title_catalogue_match_key_gist_index" on "title_catalogue" using gist ("match_key" gist_trgm_ops(siglen = 256));`);
  }

  override async down(): Promise<void> {
    await this.execute(`drop index if exists "title_catalogue_match_key_gist_index";`);
    await this.execute(`create index "title_catalogue_match_key_gist_index" on "title_catalogue" using gist ("match_key" gist_trgm_ops);`);
  }
}
