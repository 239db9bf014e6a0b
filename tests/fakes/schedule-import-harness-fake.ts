import type { ScheduleImportHarness } from "../application/contracts/schedule-import-store-contract.ts";
import { emptyScheduleFakeState, makeScheduleImportStoreFake } from "./schedule-import-store-fake.ts";

/** The contract harness over the in-memory fake. */
export const scheduleImportHarnessFake = (): ScheduleImportHarness => {
  const store = makeScheduleImportStoreFake();
  const { state } = store;
  const id = (): number => state.nextId++;
  const slugOfChannel = (channelId: number | null): string | null => state.channels.find((channel) => channel.id === channelId)?.slug ?? null;
  const names = (titleId: number, role: "director" | "star"): Array<string> =>
    state.credits
      .filter((credit) => credit.titleId === titleId && credit.role === role)
      .sort((a, b) => a.ord - b.ord)
      .map((credit) => state.people.find((person) => person.id === credit.personId)?.name ?? "");
  return {
    store,
    reset: async () => {
      Object.assign(state, emptyScheduleFakeState());
    },
    seedChannel: async ({ name, slug, systems = [], logo }) => {
      const channel = { id: id(), name, slug, hd: false, logo: logo ?? null, systems };
      state.channels.push(channel);
      return channel.id;
    },
    seedTitle: async (title) => {
      if (title.certificate !== undefined) state.certificates.set(title.certificate, 1);
      const seeded = {
        id: id(),
        kind: title.kind,
        imdb: title.imdb,
        slug: title.slug,
        title: title.title,
        year: title.year,
        tmdbKind: title.tmdbKind ?? null,
        tmdbId: title.tmdbId ?? null,
        verified: true,
        length: null,
        synopsis: null,
        synopsisShort: null,
        posterUrl: null,
        certificate: title.certificate ?? null,
      };
      state.titles.push(seeded);
      return seeded.id;
    },
    seedGenre: async (name, slug) => {
      state.genres.push({ id: id(), name, slug });
    },
    seedPerson: async (name, slug) => {
      const person = { id: id(), name, slug };
      state.people.push(person);
      return person.id;
    },
    seedMapping: async (xmltvId, channelId) => {
      state.mappings.set(xmltvId, { displayName: null, channelId });
    },
    seedShow: async ({ channelId, titleId, time, source, art }) => {
      const show = {
        id: id(),
        channelId,
        time,
        titleId,
        art: art ?? null,
        season: null,
        episode: null,
        nEpisodes: null,
        episodeTitle: null,
        premiere: false,
        hd: false,
        subtitles: false,
        signed: false,
        audioDescribed: false,
        premiereSystemIds: [],
        source,
      };
      state.shows.push(show);
      return show.id;
    },
    shows: async () =>
      state.shows
        .map(({ channelId, titleId, time, ...show }) => ({
          ...show,
          time,
          channel: slugOfChannel(channelId) ?? "",
          title: state.titles.find((title) => title.id === titleId)?.imdb ?? "",
        }))
        .sort((a, b) => a.channel.localeCompare(b.channel) || a.time - b.time),
    titles: async () =>
      [...state.titles]
        .sort((a, b) => (a.slug < b.slug ? -1 : 1))
        .map((title) => ({
          imdb: title.imdb,
          slug: title.slug,
          kind: title.kind,
          title: title.title,
          year: title.year,
          verified: title.verified,
          tmdbKind: title.tmdbKind,
          tmdbId: title.tmdbId,
          certificate: title.certificate,
          length: title.length,
          synopsis: title.synopsis,
          synopsisShort: title.synopsisShort,
          directors: names(title.id, "director"),
          stars: names(title.id, "star"),
          characters: state.credits
            .filter((credit) => credit.titleId === title.id && credit.role === "star")
            .sort((a, b) => a.ord - b.ord)
            .map((credit) => credit.character),
          genres: state.titleGenres
            .filter((link) => link.titleId === title.id)
            .sort((a, b) => a.ord - b.ord)
            .map((link) => state.genres.find((genre) => genre.id === link.genreId)?.name ?? ""),
        })),
    channels: async () => [...state.channels].sort((a, b) => (a.slug < b.slug ? -1 : 1)).map(({ slug, name, hd }) => ({ slug, name, hd })),
    logos: async () => new Map(state.channels.map((channel) => [channel.slug, channel.logo])),
    mappings: async () =>
      [...state.mappings].sort(([a], [b]) => (a < b ? -1 : 1)).map(([xmltvId, mapping]) => ({ xmltvId, channel: slugOfChannel(mapping.channelId) })),
    people: async () => [...state.people].sort((a, b) => (a.slug < b.slug ? -1 : 1)).map(({ name, slug }) => ({ name, slug })),
  };
};
