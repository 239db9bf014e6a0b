import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { alertSetText, flagFilm } from "../../../application/personal/flag-film.ts";
import { listFlaggedFilms } from "../../../application/personal/list-flagged-films.ts";
import { rateFilm } from "../../../application/personal/rate-film.ts";
import { readMessages } from "../../../application/personal/read-messages.ts";
import { updateWatchedDate } from "../../../application/personal/update-watched-date.ts";
import { FILM_NOT_FOUND } from "../../../domain/account-texts.ts";
import { personalWorld } from "./personal-world.ts";

describe("flags and ratings", () => {
  it("flags a film watched, dated today in the UK, and un-watching clears its rating", async () => {
    const { world, userId } = await personalWorld();
    const watched = await world.run(flagFilm(userId, { tconst: "tt9000001", kind: "watched", value: true }));
    expect(watched).toEqual({ flags: { watched: ["tt9000001"], not_interested: [], alerts: [], stars: {} }, message: null });
    expect(await world.run(rateFilm(userId, { tconst: "tt9000001", stars: 4 }))).toMatchObject({ stars: { tt9000001: 4 } });
    expect((await world.run(listFlaggedFilms(userId, "watched")))[0]?.time_stamp).toBe(Date.UTC(2026, 10, 20));
    const unwatched = await world.run(flagFilm(userId, { tconst: "tt9000001", kind: "watched", value: false }));
    expect(unwatched.flags).toEqual({ watched: [], not_interested: [], alerts: [], stars: {} });
  });

  it("refuses to rate a film that is not flagged watched, with the tooltip's words", async () => {
    const { world, userId } = await personalWorld();
    expect(await world.run(Effect.flip(rateFilm(userId, { tconst: "tt9000003", stars: 5 })))).toMatchObject({
      _tag: "FilmNotWatched",
      message: "You need to flag 'Laugh Lines' as 'watched' before rating it",
    });
  });

  it("refuses films that are not in the database", async () => {
    const { world, userId } = await personalWorld();
    expect(await world.run(Effect.flip(flagFilm(userId, { tconst: "tt0000001", kind: "alert", value: true })))).toMatchObject({
      _tag: "FilmNotFound",
      message: FILM_NOT_FOUND,
    });
    expect((await world.run(Effect.flip(rateFilm(userId, { tconst: "nope", stars: 1 }))))._tag).toBe("FilmNotFound");
  });

  it("answers an alert on a film that is on TV soon with a message saying when, and keeps it", async () => {
    const { world, userId } = await personalWorld();
    const answer = await world.run(flagFilm(userId, { tconst: "tt9000004", kind: "alert", value: true }));
    expect(answer.message?.text).toBe("Alert set: 'Dust Trail (1962)' is next on Delta Four on Fri 20 Nov at 17:00.");
    expect(answer.message).toMatchObject({ kind: "film", read: false });
    expect((await world.run(readMessages(userId, true))).map((message) => message.text)).toEqual([answer.message?.text]);
    const quiet = await world.run(flagFilm(userId, { tconst: "tt9000006", kind: "alert", value: true }));
    expect(quiet.message).toBeNull();
  });

  it("names a film whose year is unknown without empty brackets in the alert set message", () => {
    const title = { tconst: "tt0000009", title: "Fast & Furious", year: null, slug: "fast-and-furious", kind: "film" } as const;
    expect(alertSetText(title, { time: Date.parse("2026-11-28T21:00:00Z"), channel: "ITV2" })).toBe(
      "Alert set: 'Fast & Furious' is next on ITV2 on Sat 28 Nov at 21:00.",
    );
  });

  it("edits the watched date of a watched film only", async () => {
    const { world, userId } = await personalWorld();
    await world.run(flagFilm(userId, { tconst: "tt9000002", kind: "watched", value: true }));
    const list = await world.run(updateWatchedDate(userId, { tconst: "tt9000002", date: { year: 2018, month: 12, day: 24 } }));
    expect(list.map((item) => item.time_stamp)).toEqual([Date.UTC(2018, 11, 24)]);
    expect((await world.run(Effect.flip(updateWatchedDate(userId, { tconst: "tt9000003", date: null }))))._tag).toBe("FilmNotWatched");
  });
});
