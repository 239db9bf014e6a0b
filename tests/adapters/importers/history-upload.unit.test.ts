import { Effect } from "effect";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readHistoryUpload } from "../../../adapters/importers/history-upload.ts";
import { HISTORY_MAX_BYTES } from "../../../domain/watch-history.ts";
import { imdbRatingsCsv, letterboxdExportZip } from "./watch-history-fixtures.ts";

const read = (name: string, bytes: Uint8Array, zip = true) => Effect.runPromise(Effect.result(readHistoryUpload(name, bytes, { zip })));

const text = (value: string) => new TextEncoder().encode(value);

describe("reading an uploaded history file", () => {
  it("reads an IMDb export's BOM, CRLF ends, accents and quoted titles with commas and doubled quotes, each row with its line", async () => {
    const result = await read("ratings.csv", await imdbRatingsCsv(), false);
    if (result._tag !== "Success") throw new Error(String(result.failure));
    const [file] = result.success;
    expect(file?.header[0]).toBe("Const");
    expect(file?.rows.map((row) => [row.line, row.cells["Title"]])).toEqual([
      [2, "Die Hard"],
      [3, "It's a Wonderful Life"],
      [4, "The Dam Busters"],
      [5, "Amélie"],
      [6, "The One Where Ross Finds Out"],
      [7, "Friends"],
      [8, 'Quiet Days in Clichy, Part "Two"'],
    ]);
    expect(file?.rows[0]?.cells["Genres"]).toBe("Action, Thriller");
  });

  it("takes only watched.csv, ratings.csv and diary.csv from a Letterboxd ZIP", async () => {
    const result = await read("letterboxd.zip", await letterboxdExportZip());
    if (result._tag !== "Success") throw new Error(String(result.failure));
    expect(result.success.map((file) => [file.name, file.rows.length])).toEqual([
      ["diary.csv", 3],
      ["ratings.csv", 4],
      ["watched.csv", 6],
    ]);
  });

  it("refuses a ZIP whose files unpack to more than the limit, and unpacks no more than a file's stated size", async () => {
    const bomb = zipSync({ "watched.csv": new Uint8Array(HISTORY_MAX_BYTES + 1).fill(65) });
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(await read("bomb.zip", bomb)).toMatchObject({ _tag: "Failure", failure: { _tag: "HistoryFileTooLarge" } });
    const understated = zipSync({ "watched.csv": text(`Date,Name,Year\r\n${"2023-01-01,Heat,1995\r\n".repeat(1000)}`) });
    const view = new DataView(understated.buffer, understated.byteOffset);
    view.setUint32(22, 30, true);
    for (let at = understated.length - 22; at >= 0; at -= 1) {
      if (view.getUint32(at, true) === 0x02014b50) {
        view.setUint32(at + 24, 30, true);
        break;
      }
    }
    const result = await read("understated.zip", understated);
    expect(result._tag === "Success" ? result.success[0]?.rows.length : -1).toBeLessThanOrEqual(1);
  });

  it("refuses text that is not UTF-8, an empty file and a ZIP without the export's files", async () => {
    expect(await read("ratings.csv", new Uint8Array([0x43, 0x6f, 0xff, 0xfe, 0x0a]), false)).toMatchObject({
      failure: { _tag: "HistoryFileInvalid", line: 0 },
    });
    expect(await read("ratings.csv", text(""), false)).toMatchObject({ failure: { line: 1, message: "ratings.csv line 1: the file is empty." } });
    expect(await read("export.zip", zipSync({ "lists/christmas.csv": text("Name\r\nHeat\r\n") }))).toMatchObject({
      failure: { _tag: "HistoryFileInvalid", line: 0 },
    });
  });
});
