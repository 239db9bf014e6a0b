import { slugOf } from "../slug.ts";

export interface ChannelIdentity {
  readonly name: string;
  readonly slug: string;
  readonly hd: boolean;
  /** Hours a timeshift channel ("Film4 +1") runs behind its parent; 0 for an ordinary channel. */
  readonly timeshiftHours: number;
}

const TIMESHIFT_IN_NAME = /^(.*?)\s*\+\s*(\d{1,2})$/;
const TIMESHIFT_IN_ID = /(?:plus|\+)(\d{1,2})(?:\.|$)/i;
const HD_SUFFIX = /^(.*?)\s+HD$/i;

/**
 * The channel an XMLTV channel stands for: an "HD" suffix marks the HD simulcast of the same channel,
 * while a "+1" channel stays a channel of its own ("Film4 +1" is film4-plus-1, never film4).
 */
export const xmltvChannelIdentity = (xmltvId: string, displayNames: ReadonlyArray<string>): ChannelIdentity => {
  const shown = displayNames.map((name) => name.trim()).find((name) => name !== "") ?? xmltvId.replace(/\.[a-z.]+$/i, "");
  let base = shown;
  let timeshiftHours = 0;
  const named = TIMESHIFT_IN_NAME.exec(base);
  if (named !== null) {
    base = named[1] ?? base;
    timeshiftHours = Number(named[2]);
  } else {
    const inId = TIMESHIFT_IN_ID.exec(xmltvId);
    if (inId !== null) timeshiftHours = Number(inId[1]);
  }
  const hdMatch = HD_SUFFIX.exec(base);
  const hd = hdMatch !== null;
  if (hdMatch !== null) base = hdMatch[1] ?? base;
  if (timeshiftHours === 0) return { name: base, slug: slugOf(base), hd, timeshiftHours };
  return { name: `${base} +${timeshiftHours}`, slug: `${slugOf(base)}-plus-${timeshiftHours}`, hd, timeshiftHours };
};
