export class ImportFileError extends Error {
  readonly _tag = "ImportFileError";
  readonly file: string;
  readonly line: number;
  readonly reason: string;

  constructor(file: string, line: number, reason: string, options?: { readonly cause?: unknown }) {
    super(`${file}:${line}: ${reason}`, options);
    this.name = "ImportFileError";
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}
