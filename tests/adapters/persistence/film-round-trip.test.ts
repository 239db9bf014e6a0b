import { titleMatchKey } from "../../../domain/title-match.ts";
import { afterAll, describe, expect, it } from "vitest";
import { Certificate } from "../../../adapters/persistence/entities/certificate.ts";
import { ChannelSystem } from "../../../adapters/persistence/entities/channel-system.ts";
import { Channel } from "../../../adapters/persistence/entities/channel.ts";
import { Credit } from "../../../adapters/persistence/entities/credit.ts";
import { Genre } from "../../../adapters/persistence/entities/genre.ts";
import { Language } from "../../../adapters/persistence/entities/language.ts";
import { Person } from "../../../adapters/persistence/entities/person.ts";
import { Show } from "../../../adapters/persistence/entities/show.ts";
import { StreamingService } from "../../../adapters/persistence/entities/streaming-service.ts";
import { System } from "../../../adapters/persistence/entities/system.ts";
import { TitleAka } from "../../../adapters/persistence/entities/title-aka.ts";
import { Title } from "../../../adapters/persistence/entities/title.ts";
import { backends } from "./database-backends.ts";

const tonight = Date.UTC(2026, 2, 29, 20, 15);

describe.each(backends())("a film on $name", (backend) => {
  afterAll(() => backend.dispose());

  it("comes back with its details, credits, genres, languages and shows exactly as stored", async () => {
    const orm = await backend.open();
    const em = orm.em.fork();
    const certificate = em.create(Certificate, { name: "12A", rank: 3, description: "Suitable for 12 years and over" });
    const drama = em.create(Genre, { name: "Drama", slug: "drama" });
    const comedy = em.create(Genre, { name: "Comedy", slug: "comedy" });
    const french = em.create(Language, { name: "French" });
    const freeview = em.create(System, { name: "Freeview", longName: "Freeview (England)" });
    const film4 = em.create(Channel, { name: "Film4", slug: "film4", hd: true });
    const film4PlusOne = em.create(Channel, { name: "Film4 +1", slug: "film4-plus-1" });
    em.create(ChannelSystem, { channel: film4, system: freeview, number: 15 });
    const service = em.create(StreamingService, { name: "netflix", nameDisplay: "Netflix", slug: "netflix" });
    const director = em.create(Person, { name: "Jean-Pierre Jeunet", slug: "jean-pierre-jeunet", imdb: "nm0420778" });
    const star = em.create(Person, { name: "Audrey Tautou", slug: "audrey-tautou", tmdbId: 2405 });
    await em.flush();
    const film = em.create(Title, {
      kind: "film",
      imdb: "tt0211915",
      slug: "amelie-2001",
      matchKey: "amelie",
      title: "Amélie",
      year: 2001,
      length: 122,
      certificate,
      synopsis: "A shy waitress decides to change the lives of those around her.",
      audi: 95,
      imdbR: 8.3,
      rottenStatus: "GD",
      tmdbKind: "movie",
      tmdbId: 194,
      incorrect: ["PO", "YT"],
    });
    film.genres.add(drama, comedy);
    film.languages.add(french);
    em.create(TitleAka, { title: film, ord: 0, name: "Le Fabuleux Destin d'Amélie Poulain", matchKey: titleMatchKey("Le Fabuleux Destin d'Amélie Poulain") });
    em.create(Credit, { title: film, person: director, role: "director", ord: 0 });
    em.create(Credit, { title: film, person: star, role: "star", ord: 0 });
    const live = em.create(Show, {
      title: film,
      time: new Date(tonight),
      art: 150,
      premiereSystemIds: [freeview.id],
      source: "xmltv:2026-03-29",
    });
    live.channels.add(film4, film4PlusOne);
    em.create(Show, {
      title: film,
      time: new Date(tonight),
      streamingService: service,
      link: "https://example.com/watch/amelie",
      availability: "Leaving soon",
      source: "streaming:netflix",
    });
    await em.flush();

    const read = orm.em.fork();
    const loaded = await read.findOneOrFail(Title, { slug: "amelie-2001" }, { populate: ["certificate", "genres", "languages", "akas", "credits.person"] });
    expect(loaded).toMatchObject({
      kind: "film",
      imdb: "tt0211915",
      title: "Amélie",
      year: 2001,
      yearEnd: null,
      length: 122,
      audi: 95,
      crit: null,
      imdbR: 8.3,
      rottenStatus: "GD",
      tmdbKind: "movie",
      tmdbId: 194,
      verified: false,
      incorrect: ["PO", "YT"],
      nDaily: 0,
    });
    expect(loaded.certificate?.name).toBe("12A");
    expect(
      loaded.genres
        .getItems()
        .map((genre) => genre.slug)
        .sort(),
    ).toEqual(["comedy", "drama"]);
    expect(loaded.languages.getItems().map((language) => language.name)).toEqual(["French"]);
    expect(loaded.akas.getItems().map((aka) => aka.name)).toEqual(["Le Fabuleux Destin d'Amélie Poulain"]);
    expect(loaded.credits.getItems().map((credit) => [credit.role, credit.person.slug])).toEqual([
      ["director", "jean-pierre-jeunet"],
      ["star", "audrey-tautou"],
    ]);

    const shows = await read.find(Show, { title: loaded }, { populate: ["channels", "streamingService"], orderBy: { id: "asc" } });
    expect(shows).toHaveLength(2);
    const [onTv, streaming] = shows;
    expect(onTv?.time.getTime()).toBe(tonight);
    expect(onTv?.art).toBe(150);
    expect(onTv?.premiereSystemIds).toEqual([freeview.id]);
    expect(
      onTv?.channels
        .getItems()
        .map((channel) => channel.slug)
        .sort(),
    ).toEqual(["film4", "film4-plus-1"]);
    expect(onTv?.streamingService).toBeNull();
    expect(streaming?.channels.getItems()).toEqual([]);
    expect(streaming?.streamingService?.slug).toBe("netflix");
    expect(streaming?.link).toBe("https://example.com/watch/amelie");
    expect(streaming?.premiereSystemIds).toEqual([]);
  });
});
