import { Migration } from "@mikro-orm/migrations";

export class Migration20261101000000_search_functions extends Migration {
  override name = "Migration20261101000000_search_functions";

  override up(): void {
    this.addSql("create extension if not exists pg_trgm;");
    this.addSql("create extension if not exists unaccent;");
    // unaccent() is only STABLE; pinning the dictionary makes an IMMUTABLE wrapper usable in indexes
    this.addSql(
      "create or replace function search_key(value text) returns text language sql immutable parallel safe strict " +
        "as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;",
    );
  }

  override down(): void {
    this.addSql("drop function if exists search_key(text);");
  }
}
