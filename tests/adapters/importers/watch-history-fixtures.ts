import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { zipSync } from "fflate";

const FIXTURES = path.join(import.meta.dirname, "fixtures", "watch-history");

/** An IMDb ratings export: films known by id and only by title, a TV episode and series, a film the site lacks. */
export const IMDB_RATINGS_PATH = path.join(FIXTURES, "imdb-ratings.csv");

export const imdbRatingsCsv = (): Promise<Buffer> => readFile(IMDB_RATINGS_PATH);

/** One CSV of the Letterboxd export folder (watched.csv, ratings.csv, diary.csv, watchlist.csv...). */
export const letterboxdCsv = (name: string): Promise<Buffer> => readFile(path.join(FIXTURES, "letterboxd-export", name));

/** A Letterboxd export ZIP as the site gives it: its CSVs at the top and a lists folder. */
export const letterboxdExportZip = async (): Promise<Uint8Array> => {
  const root = path.join(FIXTURES, "letterboxd-export");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(root, full).split(path.sep).join("/"), new Uint8Array(await readFile(full))] as const;
      }),
  );
  return zipSync(Object.fromEntries(files.toSorted(([a], [b]) => a.localeCompare(b))));
};

/** What importing the Letterboxd fixture answers on the demo catalogue. */
export const LETTERBOXD_REPORT = { imported: 5, matchedByTitle: 5, notFound: [{ title: 'The "Burbs"', year: 1989 }], skipped: 0 };

/** What importing the IMDb fixture answers on the demo catalogue. */
export const IMDB_REPORT = { imported: 4, matchedByTitle: 1, notFound: [{ title: 'Quiet Days in Clichy, Part "Two"', year: 1990 }], skipped: 2 };
