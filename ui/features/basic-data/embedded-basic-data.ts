import { Schema } from "effect";
import { BASIC_INITIAL_DATA_ELEMENT_ID, BasicInitialData } from "../../../domain/basic-initial-data.ts";

export const embeddedBasicData = (doc: Document): BasicInitialData | null => {
  const text = doc.getElementById(BASIC_INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (text === undefined || text === null || text === "") return null;
  try {
    const decoded = Schema.decodeUnknownExit(BasicInitialData)(JSON.parse(text));
    return decoded._tag === "Success" ? decoded.value : null;
  } catch {
    return null;
  }
};
