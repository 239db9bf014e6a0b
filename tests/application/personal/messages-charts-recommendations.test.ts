import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { UserMessages } from "../../../application/personal/user-messages.ts";
import { flagFilm } from "../../../application/personal/flag-film.ts";
import { getProfileCharts } from "../../../application/personal/get-profile-charts.ts";
import { markMessagesRead } from "../../../application/personal/mark-messages-read.ts";
import { rateFilm } from "../../../application/personal/rate-film.ts";
import { readMessages } from "../../../application/personal/read-messages.ts";
import { recommendFilmsForUser } from "../../../application/personal/recommend-films.ts";
import { personalWorld } from "./personal-world.ts";

describe("messages", () => {
  it("answers the latest 10 for the bell or the last 100, and marks them all read", async () => {
    const { world, userId } = await personalWorld();
    await world.run(
      Effect.gen(function* () {
        const messages = yield* UserMessages;
        for (let index = 0; index < 105; index++) yield* messages.add(userId, { text: `m${index}`, kind: "other", slug: null, createdAt: index });
      }),
    );
    expect((await world.run(readMessages(userId, true))).map((message) => message.text)).toEqual(Array.from({ length: 10 }, (_, index) => `m${104 - index}`));
    expect(await world.run(readMessages(userId, false))).toHaveLength(100);
    const read = await world.run(markMessagesRead(userId));
    expect(read.every((message) => message.read)).toBe(true);
  });
});

describe("profile charts", () => {
  it("stay empty until ten films are watched, then count genres and decades", async () => {
    const { world, userId } = await personalWorld();
    const archive = Array.from({ length: 10 }, (_, index) => `tt91000${String(index).padStart(2, "0")}`);
    for (const tconst of archive.slice(0, 9)) await world.run(flagFilm(userId, { tconst, kind: "watched", value: true }));
    expect(await world.run(getProfileCharts(userId))).toEqual({ genres: { names: [], data: [] }, years: { names: [], data: [] } });
    await world.run(flagFilm(userId, { tconst: archive[9] ?? "", kind: "watched", value: true }));
    const charts = await world.run(getProfileCharts(userId));
    expect(charts.genres).toEqual({ names: ["Comedy", "Drama"], data: [5, 5] });
    expect(charts.years.names[0]).toBe("pre-1970s");
    expect(charts.years.data.reduce((sum, count) => sum + count, 0)).toBe(10);
  });
});

describe("recommendations", () => {
  it("offers films on this week that share a liked director, star, genre or decade, with a reason, never flagged ones", async () => {
    const { world, userId } = await personalWorld();
    await world.run(
      Effect.gen(function* () {
        yield* flagFilm(userId, { tconst: "tt9000001", kind: "watched", value: true });
        yield* rateFilm(userId, { tconst: "tt9000001", stars: 5 });
        yield* flagFilm(userId, { tconst: "tt9000003", kind: "not_interested", value: true });
      }),
    );
    const films = await world.run(recommendFilmsForUser(userId));
    expect(films.map((film) => film.tconst)).toEqual(["tt9000002"]);
    expect(films[0]?.reason).toBe("Directed by Ada Lane, like 1 film you watched");
  });

  it("has nothing to offer before any film is watched", async () => {
    const { world, userId } = await personalWorld();
    expect(await world.run(recommendFilmsForUser(userId))).toEqual([]);
  });
});
