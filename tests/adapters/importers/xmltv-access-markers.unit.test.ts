import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readAccessMarkers } from "../../../adapters/importers/xmltv/access-markers.ts";
import { readXmltv } from "../../../adapters/importers/xmltv/read-xmltv.ts";
import type { XmltvProgramme } from "../../../adapters/importers/xmltv/xmltv-record.ts";

const feed = (programmes: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><tv><channel id="film4.uk"><display-name>Film4</display-name></channel>${programmes}</tv>`;

const programme = (inner: string): string => `<programme start="20261124210000 +0000" channel="film4.uk">${inner}</programme>`;

const read = async (xml: string): Promise<Array<XmltvProgramme>> => {
  const found: Array<XmltvProgramme> = [];
  for await (const record of readXmltv({ name: "access.xml", stream: Readable.from([xml]) })) if (record.kind === "programme") found.push(record);
  return found;
};

const access = (p: XmltvProgramme | undefined) => ({ subtitles: p?.subtitles, signed: p?.signed, audioDescribed: p?.audioDescribed });

describe("access services in XMLTV", () => {
  it("reads the flag list tv_grab_uk_freeview ends a synopsis with, and takes it out of the synopsis", () => {
    expect(readAccessMarkers("A heist goes wrong. [AD,S,SL,W,HD]")).toEqual({
      text: "A heist goes wrong.",
      subtitles: true,
      signed: true,
      audioDescribed: true,
      hd: true,
    });
    expect(readAccessMarkers("Western. [S,W]")).toMatchObject({ text: "Western.", subtitles: true, signed: false, audioDescribed: false });
  });

  it("reads [AD], [SL], 'Audio Described' and 'Signed' markers in the text, and not every word 'signed'", () => {
    expect(readAccessMarkers("Drama [AD] about a ship.")).toMatchObject({ audioDescribed: true, signed: false });
    expect(readAccessMarkers("Audio Described. A ship sinks.")).toMatchObject({ audioDescribed: true });
    expect(readAccessMarkers("Signed. A ship sinks. [SL]")).toMatchObject({ signed: true });
    expect(readAccessMarkers("Signed. A ship sinks.")).toMatchObject({ signed: true });
    expect(readAccessMarkers("He signed the contract.")).toMatchObject({ signed: false, audioDescribed: false, subtitles: false });
  });

  it("imports <subtitles> as subtitled or, with type deaf-signed, as signed, and markers in the title and synopsis", async () => {
    const [teletext, signed, marked, titled] = await read(
      feed(
        programme(`<title>One</title><subtitles type="teletext"/>`) +
          programme(`<title>Two</title><subtitles type="deaf-signed"/>`) +
          programme(`<title>Three</title><desc>A quiet drama. [AD,S]</desc>`) +
          programme(`<title>Four (Signed)</title>`),
      ),
    );
    expect(access(teletext)).toEqual({ subtitles: true, signed: false, audioDescribed: false });
    expect(access(signed)).toEqual({ subtitles: false, signed: true, audioDescribed: false });
    expect(access(marked)).toEqual({ subtitles: true, signed: false, audioDescribed: true });
    expect(marked?.desc).toBe("A quiet drama.");
    expect(access(titled)).toEqual({ subtitles: false, signed: true, audioDescribed: false });
  });
});
