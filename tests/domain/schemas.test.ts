import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { Channel } from "../../domain/channel.ts";
import { ChannelList } from "../../domain/channel-list.ts";
import { Feedback } from "../../domain/feedback.ts";
import { Film } from "../../domain/film.ts";
import { Certificate, Genre, Language } from "../../domain/lookups.ts";
import { Message } from "../../domain/message.ts";
import { Series } from "../../domain/series.ts";
import { Show } from "../../domain/show.ts";
import { StreamingService } from "../../domain/streaming-service.ts";
import { System } from "../../domain/system.ts";
import { ANONYMOUS_USER, User } from "../../domain/user.ts";
import { UserFlags } from "../../domain/user-flags.ts";
import { certificates, channels, films, genres, languages, services } from "./listing-fixtures.ts";

const decodes = <S extends Schema.Top>(schema: S, value: unknown): boolean => Schema.is(schema)(value);

describe("wire shapes", () => {
  it("accept a compact live show and an on-demand show", () => {
    expect(decodes(Show, { id: 1, f: "tt0111161", time: 1_750_000_000_000, cs: [1, 2], p: [1], art: 150 })).toBe(true);
    expect(decodes(Show, { id: 2, f: "tt0111161", time: 1_750_000_000_000, s: 7, l: "https://example.com", a: "Until June" })).toBe(true);
    expect(decodes(Show, { id: 3, f: "x", time: 1, status: "just started", episode: 2, season: 1, episode_title: "Two" })).toBe(true);
  });

  it("reject a show without a film key or time", () => {
    expect(decodes(Show, { id: 1, time: 1 })).toBe(false);
    expect(decodes(Show, { id: 1, f: "tt1" })).toBe(false);
  });

  it("accept films with nullable ratings and optional details", () => {
    for (const film of films) expect(decodes(Film, film)).toBe(true);
    const full = {
      ...films[0],
      rotten: { status: "GD", url: null },
      tmdb: { kind: "movie", tmdb_id: 278 },
      stars: [{ name: "Tim Robbins", slug: "tim-robbins", tmdb_img: null }],
      shows: { future: [], past4: [] },
      streamings: [{ s: 7, l: "https://example.com" }],
      incorrect: ["PO", "SC"],
      fullData: true,
    };
    expect(decodes(Film, full)).toBe(true);
    expect(decodes(Film, { ...full, incorrect: ["XX"] })).toBe(false);
    expect(decodes(Film, { ...full, rotten: { status: "OK", url: null } })).toBe(false);
    expect(decodes(Series, { ...full, year_end: 2022, aka: ["Other name"], n_episodes: 10 })).toBe(true);
  });

  it("accept the lookup shapes", () => {
    for (const channel of channels) expect(decodes(Channel, channel)).toBe(true);
    for (const service of services) expect(decodes(StreamingService, service)).toBe(true);
    for (const genre of genres) expect(decodes(Genre, genre)).toBe(true);
    for (const language of languages) expect(decodes(Language, language)).toBe(true);
    for (const certificate of certificates) expect(decodes(Certificate, certificate)).toBe(true);
    expect(decodes(System, { id: 1, name: "Freeview", long_name: "Freeview (digital terrestrial)", logo: null })).toBe(true);
    expect(decodes(ChannelList, { id: 1, title: null, channels: [3, 7] })).toBe(true);
    expect(decodes(ChannelList, { id: 1, title: null })).toBe(false);
  });

  it("accept user data, flags, messages and feedback", () => {
    expect(decodes(User, ANONYMOUS_USER)).toBe(true);
    expect(decodes(UserFlags, { watched: ["tt1"], not_interested: [], alerts: [], stars: { tt1: 5 } })).toBe(true);
    expect(decodes(UserFlags, { watched: [], not_interested: [], alerts: [], stars: { tt1: 6 } })).toBe(false);
    expect(decodes(Message, { id: 1, date: 1, text: "New", read: false, kind: "film", slug: "heat" })).toBe(true);
    expect(decodes(Feedback, { feedback: "Nice", category: "SG" })).toBe(true);
    expect(decodes(Feedback, { feedback: "Nice", category: "XX" })).toBe(false);
  });
});
