import { titleMatchKey } from "../../domain/title-match.ts";
import type { Database } from "../../adapters/persistence/database.ts";

export interface BenchTitle {
  readonly kind: "film" | "series";
  readonly imdb: string;
  readonly slug: string;
  readonly title: string;
  readonly year?: number;
  readonly verified?: boolean;
}

/** Inserts titles (with their match keys) through one bound JSON parameter per 10,000 rows. */
export const insertBenchTitles = async (orm: Database, titles: ReadonlyArray<BenchTitle>): Promise<void> => {
  for (let start = 0; start < titles.length; start += 10_000) {
    const rows = titles
      .slice(start, start + 10_000)
      .map((title) => ({ ...title, year: title.year ?? null, verified: title.verified ?? false, match_key: titleMatchKey(title.title) }));
    await orm.em.getConnection().execute(
      `insert into title (kind, imdb, slug, title, match_key, year, verified)
       select v.kind, v.imdb, v.slug, v.title, v.match_key, v.year, v.verified
       from jsonb_to_recordset(?::jsonb) as v(kind text, imdb text, slug text, title text, match_key text, year smallint, verified boolean)`,
      [JSON.stringify(rows)],
    );
  }
};
