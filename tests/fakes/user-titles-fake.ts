import { Effect, Layer, Option } from "effect";
import { UserTitles, type FlagList, type TitleRef } from "../../application/personal/user-titles.ts";
import type { ListItem } from "../../domain/list-item.ts";
import type { LocalDate } from "../../domain/local-date.ts";
import type { FlagKind, UserFlags } from "../../domain/user-flags.ts";
import { nextId, slugOf, unflaggedRow, userTitleKey, type InMemoryData, type UserTitleRow } from "./in-memory-data.ts";

const keyOf = userTitleKey;

const epochOfDate = (date: LocalDate): number => Date.UTC(date.year, date.month - 1, date.day);

const inList = (row: UserTitleRow, list: FlagList): boolean => (list === "watched" ? row.watched : list === "alerts" ? row.alert : row.notInterested);

export const userTitlesFake = (data: InMemoryData) => {
  const rowsOf = (userId: number) =>
    [...data.userTitles.values()].filter((row) => row.userId === userId).sort((a, b) => a.updatedAt - b.updatedAt || (a.tconst < b.tconst ? -1 : 1));
  const set = (userId: number, tconst: string, kind: FlagKind, value: boolean, today: LocalDate) => {
    if (!data.titles.has(tconst)) return;
    const key = keyOf(userId, tconst);
    const row = data.userTitles.get(key) ?? unflaggedRow(userId, tconst);
    row.updatedAt = nextId(data);
    if (kind === "watched") {
      row.watchedOn = value ? (row.watchedOn ?? today) : null;
      if (!value) row.stars = null;
      row.watched = value;
    } else if (kind === "alert") row.alert = value;
    else row.notInterested = value;
    if (row.watched || row.alert || row.notInterested) data.userTitles.set(key, row);
    else data.userTitles.delete(key);
  };
  return Layer.succeed(
    UserTitles,
    UserTitles.of({
      findTitle: (tconst) =>
        Effect.sync(() => {
          const title = data.titles.get(tconst);
          if (title === undefined) return Option.none();
          const ref: TitleRef = { tconst, title: title.title, year: title.year, slug: slugOf(title), kind: title.kind };
          return Option.some(ref);
        }),
      flags: (userId) =>
        Effect.sync(() => {
          const rows = rowsOf(userId);
          const flags: UserFlags = {
            watched: rows.filter((row) => row.watched).map((row) => row.tconst),
            not_interested: rows.filter((row) => row.notInterested).map((row) => row.tconst),
            alerts: rows.filter((row) => row.alert).map((row) => row.tconst),
            stars: Object.fromEntries(rows.flatMap((row) => (row.stars === null ? [] : [[row.tconst, row.stars]]))),
          };
          return flags;
        }),
      setFlag: (userId, tconst, kind, value, today) => Effect.sync(() => set(userId, tconst, kind, value, today)),
      setStars: (userId, tconst, stars) =>
        Effect.sync(() => {
          const row = data.userTitles.get(keyOf(userId, tconst));
          if (row === undefined || !row.watched) return false;
          row.stars = stars;
          row.updatedAt = nextId(data);
          return true;
        }),
      setWatchedDate: (userId, tconst, date) =>
        Effect.sync(() => {
          const row = data.userTitles.get(keyOf(userId, tconst));
          if (row === undefined || !row.watched) return false;
          row.watchedOn = date;
          return true;
        }),
      list: (userId, list) =>
        Effect.sync(() =>
          rowsOf(userId)
            .filter((row) => inList(row, list))
            .map((row): ListItem => {
              const title = data.titles.get(row.tconst);
              return {
                tconst: row.tconst,
                title: title?.title ?? "",
                year: title?.year ?? null,
                slug: title === undefined ? "" : slugOf(title),
                kind: title?.kind ?? "film",
                time_stamp: list === "watched" ? (row.watchedOn === null ? null : epochOfDate(row.watchedOn)) : row.updatedAt,
              };
            })
            .sort((a, b) => (b.time_stamp ?? -Infinity) - (a.time_stamp ?? -Infinity) || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)),
        ),
      watchedFilms: (userId) =>
        Effect.sync(() => {
          const genreIds = new Map(data.catalogue.genres.map((name, index) => [name, index + 1]));
          const films = rowsOf(userId)
            .filter((row) => row.watched)
            .map((row) => {
              const title = data.titles.get(row.tconst);
              return { year: title?.year ?? null, genres: (title?.genres ?? []).map((name) => genreIds.get(name) ?? 0) };
            });
          return { films, genres: new Map([...genreIds].map(([name, id]) => [id, { id, name }])) };
        }),
      nextShow: (tconst, now) =>
        Effect.sync(() => {
          const channels = new Map(data.catalogue.channels.map((channel) => [channel.id, channel.name]));
          const next = (data.titles.get(tconst)?.shows ?? [])
            .filter((show) => show.at >= now)
            .map((show) => ({ time: show.at, channel: channels.get(show.channelId) ?? "" }))
            .sort((a, b) => a.time - b.time || (a.channel < b.channel ? -1 : 1))[0];
          return Option.fromNullishOr(next);
        }),
    }),
  );
};
