import type { XmltvEpisode } from "./xmltv-record.ts";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const NS_PART = /^(\d+)?(?:\/(\d+))?$/;
const SEASON_EPISODE = /\bS(?:eries|eason)?\s*(\d+)\s*[,.:-]?\s*E(?:p(?:isode)?)?\.?\s*(\d+)(?:\s*(?:\/|of)\s*(\d+))?/i;
const EPISODE_ONLY = /^(?:E(?:p(?:isode)?)?\.?\s*)?(\d+)(?:\s*(?:\/|of)\s*(\d+))?$/i;

/** Folds an xmltv_ns value ("season.episode.part", zero-based, each with an optional "/total") into `into`. */
export const applyXmltvNs = (into: Mutable<XmltvEpisode>, value: string): void => {
  const parts = value.replace(/\s+/g, "").split(".");
  if (parts.length > 3) return;
  const fields = parts.map((part) => NS_PART.exec(part));
  const [season, episode, part] = fields;
  if (season?.[1] !== undefined) into.season = Number(season[1]) + 1;
  if (season?.[2] !== undefined) into.seasonsTotal = Number(season[2]);
  if (episode?.[1] !== undefined) into.episode = Number(episode[1]) + 1;
  if (episode?.[2] !== undefined) into.episodesInSeason = Number(episode[2]);
  if (part?.[1] !== undefined) into.part = Number(part[1]) + 1;
  if (part?.[2] !== undefined) into.partsTotal = Number(part[2]);
};

/** Keeps the onscreen text and reads "S2E4", "Series 2, Episode 4/10", "Ep 4 of 10" into numbers not set already. */
export const applyOnscreen = (into: Mutable<XmltvEpisode>, value: string): void => {
  const text = value.trim();
  if (text === "") return;
  into.onscreen ??= text;
  const both = SEASON_EPISODE.exec(text);
  if (both !== null) {
    into.season ??= Number(both[1]);
    into.episode ??= Number(both[2]);
    if (both[3] !== undefined) into.episodesInSeason ??= Number(both[3]);
    return;
  }
  const only = EPISODE_ONLY.exec(text);
  if (only !== null) {
    into.episode ??= Number(only[1]);
    if (only[2] !== undefined) into.episodesInSeason ??= Number(only[2]);
  }
};
