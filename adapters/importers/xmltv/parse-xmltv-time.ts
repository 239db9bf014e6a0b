const XMLTV_TIME = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(?:(\d{2})(\d{2})?)?)?\s*(?:([+-])(\d{2}):?(\d{2})|(Z|UTC|GMT|BST))?$/;

/** Epoch milliseconds for an XMLTV time ("YYYYMMDDhhmmss +hhmm", shorter prefixes allowed, UTC without a zone); undefined when malformed. */
export const parseXmltvTime = (text: string): number | undefined => {
  const m = XMLTV_TIME.exec(text.trim());
  if (m === null) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(local).getUTCDate() !== day) return undefined;
  let offsetMinutes = 0;
  if (m[7] !== undefined) {
    const hours = Number(m[8]);
    const minutes = Number(m[9]);
    if (hours > 14 || minutes > 59) return undefined;
    offsetMinutes = (m[7] === "-" ? -1 : 1) * (hours * 60 + minutes);
  } else if (m[10] === "BST") {
    offsetMinutes = 60;
  }
  return local - offsetMinutes * 60_000;
};
