export interface BbfcCertificate {
  readonly name: string;
  /** 1 for U up to 7 for R18, the order the certificate filters use. */
  readonly rank: number;
}

const RANKS: ReadonlyMap<string, number> = new Map([
  ["U", 1],
  ["PG", 2],
  ["12A", 3],
  ["12", 4],
  ["15", 5],
  ["18", 6],
  ["R18", 7],
]);

/** The BBFC certificate a listing's rating value names ("12a", " PG ", "R18"), or undefined for anything else. */
export const bbfcCertificate = (value: string): BbfcCertificate | undefined => {
  const name = value
    .trim()
    .toUpperCase()
    .replace(/^R-18$/, "R18");
  const rank = RANKS.get(name);
  return rank === undefined ? undefined : { name, rank };
};
