import { Migration } from "@mikro-orm/migrations";
import { shortSynopsis } from "../../../domain/synopsis.ts";

const BATCH = 5_000;

/**
 * Listing rows show a title's short synopsis, which only the demo catalogue wrote: titles from schedules, TMDB and
 * streaming catalogues had a synopsis and an empty row. Their short synopsis is made from the synopsis with the domain's
 * rule, a batch of rows at a time through bound JSON; imports and enrichment now write it as they write the synopsis.
 */
export class Migration20261128220000_short_synopsis_from_synopsis extends Migration {
  override name = "Migration20261128220000_short_synopsis_from_synopsis";

  override async up(): Promise<void> {
    for (let after = 0; ;) {
      const rows = await this.execute(
        `select id, synopsis from title where synopsis_short is null and synopsis is not null and id > ? order by id limit ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      after = Number(rows[rows.length - 1]?.["id"]);
      const made = rows.flatMap((row) => {
        const short = shortSynopsis(String(row["synopsis"]));
        return short === null ? [] : [{ id: Number(row["id"]), short }];
      });
      if (made.length > 0)
        await this.execute(`update title t set synopsis_short = v.short from jsonb_to_recordset(?::jsonb) as v(id int, short text) where t.id = v.id`, [
          JSON.stringify(made),
        ]);
    }
  }

  override down(): void | Promise<void> {
    // a short synopsis is the title's own text from now on: nothing tells a made one from a written one
  }
}
