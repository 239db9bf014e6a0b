import { SaxesParser, type SaxesTagPlain } from "saxes";
import { ImportFileError } from "../import-file-error.ts";
import { decodeXmlText, type DecodingNotice } from "./decode-xml-text.ts";
import { parseXmltvTime } from "./parse-xmltv-time.ts";
import { ProgrammeDraft } from "./programme-draft.ts";
import type { XmltvRecord } from "./xmltv-record.ts";

export interface XmltvSource {
  /** Shown in errors, e.g. the file path or "stdin". */
  readonly name: string;
  readonly stream: AsyncIterable<Buffer | string>;
}

interface ChannelDraft {
  readonly id: string;
  readonly line: number;
  readonly displayNames: Array<string>;
  icon: string | undefined;
}

const SAXES_POSITION = /^\d+:\d+: /;

const time = (file: string, line: number, attribute: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const ms = parseXmltvTime(value);
  if (ms === undefined) throw new ImportFileError(file, line, `bad ${attribute} time "${value}" (expected YYYYMMDDhhmmss ±hhmm)`);
  return ms;
};

/** Streams XMLTV channels and programmes, one array per decoded chunk, in document order. */
export async function* readXmltvBatches(source: XmltvSource): AsyncGenerator<Array<XmltvRecord>> {
  const file = source.name;
  const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  const names: Array<string> = [];
  const lines: Array<number> = [];
  let out: Array<XmltvRecord> = [];
  let text = "";
  let channel: ChannelDraft | undefined;
  let programme: ProgrammeDraft | undefined;
  let lastClosed = { name: "", line: 0 };

  const fail = (line: number, reason: string): never => {
    throw new ImportFileError(file, line, reason);
  };

  parser.on("error", (error) => {
    const message = error.message.replace(SAXES_POSITION, "").replace(/\.$/, "");
    const unclosed = /^unclosed tag: (.+)$/.exec(message);
    if (unclosed !== null) {
      fail(lines[lines.length - 1] ?? parser.line, `malformed XML: unclosed tag <${unclosed[1]}> (the file ends at line ${parser.line})`);
    }
    if (message === "unexpected close tag") {
      fail(parser.line, `malformed XML: unclosed tag <${lastClosed.name}> (opened at line ${lastClosed.line})`);
    }
    fail(parser.line, `malformed XML: ${message}`);
  });

  parser.on("text", (t) => {
    text += t;
  });
  parser.on("cdata", (t) => {
    text += t;
  });

  parser.on("opentag", (tag: SaxesTagPlain) => {
    const depth = names.length;
    const name = tag.name;
    const line = parser.line;
    names.push(name);
    lines.push(line);
    text = "";
    if (depth === 0) {
      if (name !== "tv") fail(line, `not an XMLTV file: the root element is <${name}>, not <tv>`);
      return;
    }
    const attributes = tag.attributes;
    if (depth === 1) {
      if (name === "programme") {
        const channelId = attributes["channel"];
        if (channelId === undefined || channelId === "") return fail(line, '<programme> without a channel="..." attribute');
        const start = time(file, line, "start", attributes["start"]);
        if (start === undefined) return fail(line, '<programme> without a start="..." attribute');
        programme = new ProgrammeDraft(line, channelId, start, time(file, line, "stop", attributes["stop"]));
      } else if (name === "channel") {
        const id = attributes["id"];
        if (id === undefined || id === "") return fail(line, '<channel> without an id="..." attribute');
        channel = { id, line, displayNames: [], icon: undefined };
      }
      return;
    }
    if (programme !== undefined && depth === 2) {
      switch (name) {
        case "episode-num":
          programme.episodeSystem = attributes["system"] ?? "onscreen";
          return;
        case "rating":
          programme.ratingSystem = attributes["system"] ?? "";
          return;
        case "length":
          programme.lengthUnits = attributes["units"] ?? "minutes";
          return;
        case "icon":
          programme.icon ??= attributes["src"];
          return;
        case "subtitles":
          programme.subtitlesType(attributes["type"]);
          return;
        case "premiere":
          programme.premiere = true;
          return;
        case "previously-shown":
          programme.previouslyShown = true;
          return;
        case "new":
          programme.isNew = true;
          return;
        case "last-chance":
          programme.lastChance = true;
          return;
        case "audio-described":
          programme.audioDescribed = true;
          return;
      }
      return;
    }
    if (programme !== undefined && depth === 3 && name === "actor") programme.actorRole = attributes["role"];
    if (channel !== undefined && depth === 2 && name === "icon") channel.icon ??= attributes["src"];
  });

  parser.on("closetag", (tag: SaxesTagPlain) => {
    names.pop();
    const line = lines.pop() ?? parser.line;
    lastClosed = { name: tag.name, line };
    const depth = names.length;
    const name = tag.name;
    if (programme !== undefined) {
      if (depth === 1) {
        out.push(programme.finish(file));
        programme = undefined;
      } else if (depth === 2) {
        const value = text.trim();
        switch (name) {
          case "title":
            programme.title ??= value;
            break;
          case "sub-title":
            if (value !== "") programme.subTitle ??= value;
            break;
          case "desc":
            if (value !== "") programme.desc ??= value;
            break;
          case "date":
            if (value !== "") programme.date ??= value;
            break;
          case "category":
            if (value !== "") programme.categories.push(value);
            break;
          case "language":
            if (value !== "") programme.language ??= value;
            break;
          case "orig-language":
            if (value !== "") programme.origLanguage ??= value;
            break;
          case "length":
            programme.length(value);
            break;
          case "episode-num":
            programme.episodeNum(value);
            break;
        }
      } else if (depth === 3) {
        const parent = names[2];
        const value = text.trim();
        if (value === "") return;
        if (parent === "credits") {
          if (name === "director") programme.directors.push(value);
          else if (name === "actor") programme.actor(value);
        } else if (name === "value") {
          if (parent === "rating") programme.ratingValue(value);
          else if (parent === "star-rating") programme.starValue(value);
        } else if (name === "quality" && parent === "video") {
          programme.quality(value);
        }
      }
      return;
    }
    if (channel !== undefined) {
      if (depth === 1) {
        out.push({
          kind: "channel",
          id: channel.id,
          displayNames: channel.displayNames,
          ...(channel.icon === undefined ? {} : { icon: channel.icon }),
          line: channel.line,
        });
        channel = undefined;
      } else if (depth === 2 && name === "display-name") {
        const value = text.trim();
        if (value !== "") channel.displayNames.push(value);
      }
    }
  });

  // notices come after the records, wherever the chunks happened to split the file
  const notices: Array<DecodingNotice> = [];
  try {
    for await (const chunk of decodeXmlText(file, source.stream, (notice) => notices.push(notice))) {
      parser.write(chunk);
      if (out.length > 0) {
        yield out;
        out = [];
      }
    }
  } catch (error) {
    if (error instanceof Error && "code" in error && typeof error.code === "string") {
      throw new ImportFileError(file, parser.line, `cannot read the file: ${error.message}`, { cause: error });
    }
    throw error;
  }
  parser.close();
  for (const { line, message } of notices) out.push({ kind: "notice", message, line });
  if (out.length > 0) yield out;
}

/** Streams XMLTV channels and programmes one by one; fails with ImportFileError naming the file and line. */
export async function* readXmltv(source: XmltvSource): AsyncGenerator<XmltvRecord> {
  for await (const batch of readXmltvBatches(source)) yield* batch;
}
