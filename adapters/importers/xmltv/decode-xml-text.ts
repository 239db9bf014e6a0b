import iconv from "iconv-lite";
import { ImportFileError } from "../import-file-error.ts";

const HEAD_LIMIT = 4096;
const LATIN1_ALIASES = new Set(["iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "us-ascii", "ascii"]);
const DECLARED_ENCODING = /^<\?xml[^?]*?\bencoding\s*=\s*["']([^"']*)["']/;

type Sniffed = { readonly encoding: string; readonly skip: number; readonly declared?: string } | "need-more";

/** Said once when the bytes overrule the declared encoding. */
export interface DecodingNotice {
  readonly line: number;
  readonly message: string;
}

const SINGLE_BYTE = new Set(["windows-1252", "iso-8859-15", "latin9", "cp1252"]);

type Utf8Verdict = { readonly kind: "ascii" | "utf-8" | "other" } | { readonly kind: "cut"; readonly at: number };

/** Whether bytes are plain ASCII, UTF-8 with multi-byte characters, something else, or end inside their first such character. */
const utf8Verdict = (buf: Buffer): Utf8Verdict => {
  let multi = false;
  for (let i = 0; i < buf.length;) {
    const byte = buf[i] ?? 0;
    const size = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (size === 0) return { kind: "other" };
    for (let k = 1; k < size; k++) {
      if (i + k >= buf.length) return multi ? { kind: "utf-8" } : { kind: "cut", at: i };
      if (((buf[i + k] ?? 0) & 0xc0) !== 0x80) return { kind: "other" };
    }
    if (size > 1) multi = true;
    i += size;
  }
  return { kind: multi ? "utf-8" : "ascii" };
};

const startsWith = (buf: Buffer, bytes: ReadonlyArray<number>): boolean => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);

/** Maps a declared encoding to a decoder; Latin-1 is read as windows-1252, as browsers do, because UK feeds labelled Latin-1 often hold Windows curly quotes. */
const decoderEncoding = (file: string, declared: string): string => {
  const name = declared.trim().toLowerCase();
  if (LATIN1_ALIASES.has(name)) return "windows-1252";
  if (!iconv.encodingExists(name)) throw new ImportFileError(file, 1, `unknown encoding "${declared}" in the XML declaration`);
  return name;
};

const sniff = (file: string, head: Buffer, final: boolean): Sniffed => {
  if (head.length < 5 && !final) return "need-more";
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return { encoding: "utf-8", skip: 3 };
  if (startsWith(head, [0xff, 0xfe])) return { encoding: "utf-16le", skip: 2 };
  if (startsWith(head, [0xfe, 0xff])) return { encoding: "utf-16be", skip: 2 };
  if (startsWith(head, [0x3c, 0x00, 0x3f, 0x00])) return { encoding: "utf-16le", skip: 0 };
  if (startsWith(head, [0x00, 0x3c, 0x00, 0x3f])) return { encoding: "utf-16be", skip: 0 };
  if (!startsWith(head, [0x3c, 0x3f, 0x78, 0x6d, 0x6c])) return { encoding: "utf-8", skip: 0 };
  const end = head.indexOf("?>", 0, "latin1");
  if (end < 0) {
    if (!final && head.length < HEAD_LIMIT) return "need-more";
    throw new ImportFileError(file, 1, "malformed XML: the XML declaration is not closed with ?>");
  }
  const declaration = head.toString("latin1", 0, end + 2);
  const m = DECLARED_ENCODING.exec(declaration);
  return m?.[1] === undefined ? { encoding: "utf-8", skip: 0 } : { encoding: decoderEncoding(file, m[1]), skip: 0, declared: m[1] };
};

const countLines = (text: string, end: number): number => {
  let lines = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < end; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
};

const REPLACEMENT_BYTES = Buffer.from([0xef, 0xbf, 0xbd]);

/**
 * Decodes an XML byte stream to text by its BOM or declared encoding (UTF-8 by default).
 * Invalid UTF-8 fails with its line rather than turning into U+FFFD.
 */
export async function* decodeXmlText(
  file: string,
  stream: AsyncIterable<Buffer | string>,
  onNotice: (notice: DecodingNotice) => void = () => undefined,
): AsyncGenerator<string> {
  let head: Buffer = Buffer.alloc(0);
  let decoder: iconv.DecoderStream | undefined;
  let utf8 = false;
  let line = 1;
  // a single-byte declaration is only believed once a byte above 0x7f shows whether the text is really UTF-8
  let undecided: string | undefined;
  let carry: Buffer | undefined;

  /** Answers the bytes to decode now, holding back a character cut off before the verdict. */
  const settle = (input: Buffer, final: boolean): Buffer => {
    if (undecided === undefined) return input;
    const buf = carry === undefined ? input : Buffer.concat([carry, input]);
    carry = undefined;
    const verdict = utf8Verdict(buf);
    if (verdict.kind === "ascii") return buf;
    if (verdict.kind === "cut" && !final) {
      carry = buf.subarray(verdict.at);
      return buf.subarray(0, verdict.at);
    }
    const declared = undecided;
    undecided = undefined;
    if (verdict.kind === "utf-8") {
      utf8 = true;
      decoder = iconv.getDecoder("utf-8");
      const firstHigh = buf.findIndex((byte) => byte >= 0x80);
      const at = line + buf.subarray(0, firstHigh).filter((byte) => byte === 0x0a).length;
      onNotice({ line: at, message: `the file declares encoding="${declared}" but its bytes are UTF-8: read as UTF-8` });
    }
    return buf;
  };

  const decode = (input: Buffer, final = false): string => {
    if (decoder === undefined) return "";
    const buf = settle(input, final);
    const text = decoder.write(buf);
    if (utf8) {
      const bad = text.indexOf("\uFFFD");
      if (bad >= 0 && buf.indexOf(REPLACEMENT_BYTES) < 0) {
        throw new ImportFileError(
          file,
          line + countLines(text, bad),
          'invalid UTF-8 byte sequence (if the file is Latin-1, its XML declaration should say encoding="ISO-8859-1")',
        );
      }
    }
    line += countLines(text, text.length);
    return text;
  };

  const start = (final: boolean): boolean => {
    const sniffed = sniff(file, head, final);
    if (sniffed === "need-more") return false;
    utf8 = sniffed.encoding === "utf-8";
    decoder = iconv.getDecoder(sniffed.encoding, { stripBOM: true });
    if (sniffed.declared !== undefined && SINGLE_BYTE.has(sniffed.encoding)) undecided = sniffed.declared;
    head = head.subarray(sniffed.skip);
    return true;
  };

  for await (const chunk of stream) {
    const buf = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    if (decoder === undefined) {
      head = head.length === 0 ? buf : Buffer.concat([head, buf]);
      if (!start(false)) continue;
      const text = decode(head);
      head = Buffer.alloc(0);
      if (text !== "") yield text;
    } else {
      const text = decode(buf);
      if (text !== "") yield text;
    }
  }
  if (decoder === undefined) {
    start(true);
    const text = decode(head);
    if (text !== "") yield text;
  }
  if (carry !== undefined) {
    const text = decode(Buffer.alloc(0), true);
    if (text !== "") yield text;
  }
  const rest = decoder?.end();
  if (utf8 && rest?.includes("\uFFFD") === true) throw new ImportFileError(file, line, "invalid UTF-8: the file ends inside a character");
  if (rest !== undefined && rest !== "") yield rest;
}
