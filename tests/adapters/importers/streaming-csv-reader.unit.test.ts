import { describe, expect, it } from "vitest";
import { readStreamingCsv } from "../../../adapters/importers/streaming/read-streaming-csv.ts";

const read = (text: string) => readStreamingCsv("cat.csv", [Buffer.from(text)]);
const HEADER = "service,imdb_id,title,year,link,available_from,available_until\n";

describe("reading a streaming catalogue CSV", () => {
  it("gives each row its fields and its line, reading quoted commas and a byte order mark", async () => {
    const rows = await read(
      `\uFEFF${HEADER}netflix,tt0068646,"Godfather, The",1972,,2026-11-01,\n\nmubi,,Amélie,2001,https://mubi.com/x,2026-11-01,2026-12-31\n`,
    );
    expect(rows).toEqual([
      { line: 2, service: "netflix", imdbId: "tt0068646", title: "Godfather, The", year: "1972", link: "", availableFrom: "2026-11-01", availableUntil: "" },
      {
        line: 4,
        service: "mubi",
        imdbId: "",
        title: "Amélie",
        year: "2001",
        link: "https://mubi.com/x",
        availableFrom: "2026-11-01",
        availableUntil: "2026-12-31",
      },
    ]);
  });

  it("names the file and line of a wrong header, a short row and an empty file", async () => {
    await expect(read("service,title\nnetflix,Heat\n")).rejects.toThrow(
      "cat.csv:1: the header must be service,imdb_id,title,year,link,available_from,available_until",
    );
    await expect(read(`${HEADER}netflix,tt0068646,Heat\n`)).rejects.toThrow("cat.csv:2: expected 7 fields, found 3");
    await expect(read("")).rejects.toThrow("cat.csv:1: the file is empty");
  });
});
