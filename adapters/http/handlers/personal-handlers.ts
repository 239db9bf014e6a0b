import { readFile, stat } from "node:fs/promises";
import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { AccountGone } from "../../../application/accounts/account-failures.ts";
import { deleteProfileImage } from "../../../application/accounts/delete-profile-image.ts";
import { loadUserState } from "../../../application/accounts/load-user-state.ts";
import { PROFILE_IMAGE_MAX_BYTES } from "../../../application/accounts/profile-images.ts";
import { saveFilters } from "../../../application/accounts/save-filters.ts";
import { saveSystem } from "../../../application/accounts/save-system.ts";
import { saveView } from "../../../application/accounts/save-view.ts";
import { setEmailPreference } from "../../../application/accounts/set-email-preference.ts";
import { setUsername } from "../../../application/accounts/set-username.ts";
import { updateCredentials } from "../../../application/accounts/update-credentials.ts";
import { uploadProfileImage } from "../../../application/accounts/upload-profile-image.ts";
import { getCalendarFeedAddress } from "../../../application/calendar/get-calendar-feed-address.ts";
import { rotateCalendarFeed } from "../../../application/calendar/rotate-calendar-feed.ts";
import { createChannelList } from "../../../application/personal/create-channel-list.ts";
import { deleteChannelList } from "../../../application/personal/delete-channel-list.ts";
import { flagFilm } from "../../../application/personal/flag-film.ts";
import { getProfileCharts } from "../../../application/personal/get-profile-charts.ts";
import { listFlaggedFilms } from "../../../application/personal/list-flagged-films.ts";
import { markMessagesRead } from "../../../application/personal/mark-messages-read.ts";
import { rateFilm } from "../../../application/personal/rate-film.ts";
import { readMessages } from "../../../application/personal/read-messages.ts";
import { recommendFilmsForUser } from "../../../application/personal/recommend-films.ts";
import { toggleChannel } from "../../../application/personal/toggle-channel.ts";
import { updateChannelList } from "../../../application/personal/update-channel-list.ts";
import { updateWatchedDate } from "../../../application/personal/update-watched-date.ts";
import type { FlagList } from "../../../application/personal/user-titles.ts";
import { importWatchHistory, type HistorySource } from "../../../application/personal/import-watch-history.ts";
import { HISTORY_MAX_BYTES } from "../../../domain/watch-history.ts";
import { readHistoryUpload } from "../../importers/history-upload.ts";
import type { LocalDate } from "../../../domain/local-date.ts";
import type { Message } from "../../../domain/message.ts";
import type { UserFlags } from "../../../domain/user-flags.ts";
import { IMAGE_TOO_LARGE } from "../../../domain/account-texts.ts";
import { Conflict, FileRefused, InvalidInput, NotFound, UploadTooLarge } from "../contract/account-errors.ts";
import { Api } from "../contract/api.ts";
import { SessionUser, notLoggedIn } from "../contract/session-security.ts";

const notFound = (error: { readonly message: string }) => Effect.fail(new NotFound({ message: error.message }));
const conflict = (error: { readonly message: string }) => Effect.fail(new Conflict({ field: null, message: error.message }));

// The session outlived its account (deleted in another tab): the caller is anonymous now.
const orNotLoggedIn = <A, E, R>(effect: Effect.Effect<A, E | AccountGone, R>) =>
  Effect.catchIf(
    effect,
    (error): error is AccountGone => error instanceof AccountGone,
    () => Effect.fail(notLoggedIn()),
  );

const currentUser = Effect.gen(function* () {
  return yield* orNotLoggedIn(loadUserState((yield* SessionUser).userId));
});

const parseDate = (text: string | null): LocalDate | null | "invalid" => {
  if (text === null) return null;
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : "invalid";
};

/** An uploaded export of another site: over the size limit it is refused unread, and a bad row is refused with its line. */
const importHistory = (source: HistorySource, file: { readonly name: string; readonly path: string }) =>
  Effect.gen(function* () {
    const session = yield* SessionUser;
    const size = yield* Effect.promise(() => stat(file.path).then((info) => info.size));
    if (size > HISTORY_MAX_BYTES) {
      return yield* new UploadTooLarge({ message: `${file.name} is larger than ${HISTORY_MAX_BYTES / (1024 * 1024)} MB, the most an import takes.` });
    }
    const bytes = yield* Effect.promise(() => readFile(file.path));
    const files = yield* readHistoryUpload(file.name, bytes, { zip: source === "letterboxd" });
    const { report, flags } = yield* importWatchHistory(session.userId, source, files);
    return { ...report, flags };
  }).pipe(
    Effect.catchTags({
      HistoryFileInvalid: (error) => Effect.fail(new FileRefused({ file: error.file, line: error.line, message: error.message })),
      HistoryFileTooLarge: (error) => Effect.fail(new UploadTooLarge({ message: error.message })),
    }),
  );

const flagsAnswer = (outcome: { readonly flags: UserFlags; readonly message: Message | null }) => ({ ...outcome.flags, message: outcome.message });

const filmList = (list: FlagList) =>
  Effect.gen(function* () {
    return { films: yield* listFlaggedFilms((yield* SessionUser).userId, list) };
  });

export const PersonalHandlers = HttpApiBuilder.group(Api, "personal", (handlers) =>
  Effect.succeed(
    handlers
      .handle("user", ({ query }) =>
        Effect.gen(function* () {
          if (query["favourite-genres"] !== undefined) return yield* getProfileCharts((yield* SessionUser).userId);
          return yield* currentUser;
        }),
      )
      .handle("updateUser", ({ payload }) =>
        Effect.gen(function* () {
          const session = yield* SessionUser;
          switch (payload.action) {
            case "update email/password":
              return {
                message: yield* orNotLoggedIn(
                  updateCredentials(session, { email: payload.email, password: payload.password, currentPassword: payload.current_password }),
                ),
              };
            case "update watched date": {
              const date = parseDate(payload.date);
              if (date === "invalid") return yield* new InvalidInput({ field: "date", message: "Please enter a valid date." });
              return { films: yield* updateWatchedDate(session.userId, { tconst: payload.tconst, date }) };
            }
            case "update channels list":
              yield* updateChannelList(session.userId, { list: payload.channels_list ?? null, channels: payload.channels });
              return yield* currentUser;
            case "toggle channel":
              yield* toggleChannel(session.userId, { channel: payload.channel, list: payload.channels_list ?? null, system: payload.system ?? null });
              return yield* currentUser;
          }
        }).pipe(
          Effect.catchTags({
            InvalidAccountInput: (error) => Effect.fail(new InvalidInput({ field: error.field, message: error.message })),
            FilmNotFound: notFound,
            FilmNotWatched: conflict,
            ChannelListNotFound: notFound,
            ChannelNotFound: notFound,
          }),
        ),
      )
      .handle("changeChannelLists", ({ payload }) =>
        Effect.gen(function* () {
          const session = yield* SessionUser;
          if (payload.action === "create channels list") yield* createChannelList(session.userId, payload.title);
          else yield* deleteChannelList(session.userId, payload.channels_list);
          return yield* currentUser;
        }).pipe(Effect.catchTag("ChannelListNotFound", notFound)),
      )
      .handle("setUsername", ({ payload }) =>
        Effect.gen(function* () {
          return { username: yield* setUsername((yield* SessionUser).userId, payload.username) };
        }).pipe(Effect.catchTag("InvalidAccountInput", (error) => Effect.fail(new InvalidInput({ field: error.field, message: error.message })))),
      )
      .handle("uploadProfileImage", ({ payload }) =>
        Effect.gen(function* () {
          const session = yield* SessionUser;
          const file = payload.img_file;
          const size = yield* Effect.promise(() => stat(file.path).then((info) => info.size));
          if (size > PROFILE_IMAGE_MAX_BYTES) return yield* new InvalidInput({ field: "img_file", message: IMAGE_TOO_LARGE });
          const bytes = yield* Effect.promise(() => readFile(file.path));
          return { url: yield* uploadProfileImage(session.userId, bytes) };
        }).pipe(Effect.catchTag("InvalidImage", (error) => Effect.fail(new InvalidInput({ field: "img_file", message: error.message })))),
      )
      .handle("importLetterboxd", ({ payload }) => importHistory("letterboxd", payload.file))
      .handle("importImdbRatings", ({ payload }) => importHistory("imdb", payload.file))
      .handle("deleteProfileImage", () =>
        Effect.gen(function* () {
          yield* deleteProfileImage((yield* SessionUser).userId);
          return { url: null };
        }),
      )
      .handle("setEmailPreference", ({ payload }) =>
        Effect.gen(function* () {
          yield* setEmailPreference((yield* SessionUser).userId, payload.preference, payload.subscribe);
          return payload;
        }),
      )
      .handle("messages", ({ query }) =>
        Effect.gen(function* () {
          return { messages: yield* readMessages((yield* SessionUser).userId, query.latest !== undefined) };
        }),
      )
      .handle("markMessagesRead", () =>
        Effect.gen(function* () {
          return { messages: yield* markMessagesRead((yield* SessionUser).userId) };
        }),
      )
      .handle("watched", () => filmList("watched"))
      .handle("alerts", () => filmList("alerts"))
      .handle("notInterested", () => filmList("not_interested"))
      .handle("film", ({ params, payload }) =>
        Effect.gen(function* () {
          const session = yield* SessionUser;
          if (payload.action === "save stars") {
            if (payload.imdb !== params.tconst) return yield* new InvalidInput({ field: "imdb", message: "The film in the body and in the path differ." });
            const flags = yield* rateFilm(session.userId, { tconst: params.tconst, stars: payload.stars });
            return flagsAnswer({ flags, message: null });
          }
          if (payload.tconst !== params.tconst) return yield* new InvalidInput({ field: "tconst", message: "The film in the body and in the path differ." });
          return flagsAnswer(yield* flagFilm(session.userId, { tconst: params.tconst, kind: payload.action, value: payload.value }));
        }).pipe(Effect.catchTags({ FilmNotFound: notFound, FilmNotWatched: conflict })),
      )
      .handle("checkbox", ({ payload }) =>
        Effect.gen(function* () {
          const session = yield* SessionUser;
          return flagsAnswer(yield* flagFilm(session.userId, { tconst: payload.tconst, kind: payload.type, value: payload.flag }));
        }).pipe(Effect.catchTag("FilmNotFound", notFound)),
      )
      .handle("calendarFeed", () => Effect.flatMap(Effect.service(SessionUser), (session) => getCalendarFeedAddress(session.userId)))
      .handle("rotateCalendarFeed", () => Effect.flatMap(Effect.service(SessionUser), (session) => rotateCalendarFeed(session.userId)))
      .handle("recommendations", () =>
        Effect.gen(function* () {
          return { films: yield* recommendFilmsForUser((yield* SessionUser).userId) };
        }),
      )
      .handle("savePreference", ({ payload }) =>
        Effect.gen(function* () {
          yield* saveFilters((yield* SessionUser).userId, payload);
          return payload;
        }),
      )
      .handle("saveView", ({ payload }) =>
        Effect.gen(function* () {
          yield* saveView((yield* SessionUser).userId, payload.view);
          return payload;
        }),
      )
      .handle("saveSystem", ({ payload }) =>
        Effect.gen(function* () {
          yield* saveSystem((yield* SessionUser).userId, payload.system);
          return payload;
        }),
      ),
  ),
);
