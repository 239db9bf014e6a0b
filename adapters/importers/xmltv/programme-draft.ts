import { splitCastCredit } from "../../../domain/cast-credit.ts";
import { ImportFileError } from "../import-file-error.ts";
import { readAccessMarkers, titleAccessMarkers } from "./access-markers.ts";
import { isFilm, splitTitleYear } from "./detect-film.ts";
import { applyOnscreen, applyXmltvNs } from "./parse-episode-num.ts";
import type { XmltvEpisode, XmltvProgramme } from "./xmltv-record.ts";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const IMDB_ID = /\btt\d{7,}\b/;
const TMDB_ID = /^(?:(movie|tv)\/)?(\d+)\/?$/;
const STAR_VALUE = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/;
const HD_QUALITY = /HD|720|1080|2160|4K/i;
const YEAR_PREFIX = /^(1[89]\d\d|20\d\d)/;

/** The fields of a <programme> gathered while its children stream past. */
export class ProgrammeDraft {
  readonly line: number;
  readonly channelId: string;
  readonly start: number;
  readonly stop: number | undefined;
  title: string | undefined;
  subTitle: string | undefined;
  desc: string | undefined;
  readonly directors: Array<string> = [];
  readonly actors: Array<string> = [];
  readonly characters: Array<string | null> = [];
  /** The role="..." of the <actor> being read. */
  actorRole: string | undefined;
  date: string | undefined;
  language: string | undefined;
  origLanguage: string | undefined;
  readonly categories: Array<string> = [];
  lengthMinutes: number | undefined;
  icon: string | undefined;
  readonly episode: Mutable<XmltvEpisode> = {};
  imdbId: string | undefined;
  tmdbId: number | undefined;
  tmdbKind: "movie" | "tv" | undefined;
  hd = false;
  premiere = false;
  previouslyShown = false;
  isNew = false;
  lastChance = false;
  subtitles = false;
  signed = false;
  audioDescribed = false;
  bbfc: string | undefined;
  starRating: number | undefined;
  episodeSystem = "";
  ratingSystem = "";
  lengthUnits = "";

  constructor(line: number, channelId: string, start: number, stop: number | undefined) {
    this.line = line;
    this.channelId = channelId;
    this.start = start;
    this.stop = stop;
  }

  episodeNum(value: string): void {
    switch (this.episodeSystem) {
      case "xmltv_ns":
        applyXmltvNs(this.episode, value);
        return;
      case "onscreen":
        applyOnscreen(this.episode, value);
        return;
      case "imdb.com":
        this.imdbId ??= IMDB_ID.exec(value)?.[0];
        return;
      case "themoviedb.org": {
        const m = TMDB_ID.exec(value.trim());
        if (m !== null && this.tmdbId === undefined) {
          this.tmdbId = Number(m[2]);
          this.tmdbKind = m[1] === "movie" || m[1] === "tv" ? m[1] : undefined;
        }
        return;
      }
    }
  }

  actor(value: string): void {
    const credit = splitCastCredit(value, this.actorRole);
    this.actorRole = undefined;
    if (credit.name === "") return;
    this.actors.push(credit.name);
    this.characters.push(credit.character);
  }

  length(value: string): void {
    const amount = Number(value.trim());
    if (value.trim() === "" || !Number.isFinite(amount) || this.lengthMinutes !== undefined) return;
    const unit = this.lengthUnits.toLowerCase();
    this.lengthMinutes = Math.round(unit === "seconds" ? amount / 60 : unit === "hours" ? amount * 60 : amount);
  }

  quality(value: string): void {
    if (HD_QUALITY.test(value)) this.hd = true;
  }

  subtitlesType(type: string | undefined): void {
    if (type === "deaf-signed") this.signed = true;
    else this.subtitles = true;
  }

  private accessMarkers(title: string): void {
    const inTitle = titleAccessMarkers(title);
    const inDesc = this.desc === undefined ? undefined : readAccessMarkers(this.desc);
    if (inDesc !== undefined) this.desc = inDesc.text;
    this.subtitles ||= inDesc?.subtitles === true;
    this.signed ||= inTitle.signed || inDesc?.signed === true;
    this.audioDescribed ||= inTitle.audioDescribed || inDesc?.audioDescribed === true;
    this.hd ||= inDesc?.hd === true;
  }

  ratingValue(value: string): void {
    if (this.ratingSystem.toLowerCase() === "bbfc" && value !== "") this.bbfc ??= value;
  }

  starValue(value: string): void {
    const m = STAR_VALUE.exec(value);
    if (m === null || this.starRating !== undefined) return;
    const of = Number(m[2]);
    if (of > 0) this.starRating = Math.round(Math.min(1, Number(m[1]) / of) * 1000) / 100;
  }

  finish(file: string): XmltvProgramme {
    if (this.title === undefined || this.title === "") throw new ImportFileError(file, this.line, "<programme> without a <title>");
    this.accessMarkers(this.title);
    const { cleanTitle, year: titleYear } = splitTitleYear(this.title);
    const date = this.date;
    const dateYear = date === undefined ? undefined : YEAR_PREFIX.exec(date)?.[1];
    const year = date !== undefined && /^\d{4}$/.test(date) ? Number(date) : (titleYear ?? (dateYear === undefined ? undefined : Number(dateYear)));
    const episode = this.episode;
    const hasEpisodeNumber = episode.season !== undefined || episode.episode !== undefined;
    const programme: Mutable<XmltvProgramme> = {
      kind: "programme",
      channelId: this.channelId,
      start: this.start,
      title: this.title,
      cleanTitle,
      directors: this.directors,
      actors: this.actors,
      categories: this.categories,
      hd: this.hd,
      premiere: this.premiere,
      previouslyShown: this.previouslyShown,
      isNew: this.isNew,
      lastChance: this.lastChance,
      subtitles: this.subtitles,
      signed: this.signed,
      audioDescribed: this.audioDescribed,
      isFilm: isFilm(this.categories, date, titleYear, hasEpisodeNumber),
      line: this.line,
    };
    if (this.stop !== undefined) programme.stop = this.stop;
    const languages = [...new Set([this.origLanguage, this.language].filter((language) => language !== undefined))];
    if (languages.length > 0) programme.languages = languages;
    if (this.characters.some((character) => character !== null)) programme.characters = this.characters;
    if (this.subTitle !== undefined) programme.subTitle = this.subTitle;
    if (this.desc !== undefined) programme.desc = this.desc;
    if (date !== undefined) programme.date = date;
    if (year !== undefined) programme.year = year;
    if (this.lengthMinutes !== undefined) programme.lengthMinutes = this.lengthMinutes;
    if (this.icon !== undefined) programme.icon = this.icon;
    if (Object.keys(episode).length > 0) programme.episode = episode;
    if (this.imdbId !== undefined) programme.imdbId = this.imdbId;
    if (this.tmdbId !== undefined) programme.tmdbId = this.tmdbId;
    if (this.tmdbKind !== undefined) programme.tmdbKind = this.tmdbKind;
    if (this.bbfc !== undefined) programme.bbfc = this.bbfc;
    if (this.starRating !== undefined) programme.starRating = this.starRating;
    return programme;
  }
}
