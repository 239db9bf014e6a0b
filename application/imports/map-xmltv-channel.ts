import { Effect, Option, Schema } from "effect";
import { PLATFORMS, type PlatformKey } from "../../domain/channel-registry.ts";
import { XmltvChannelMapStore, type XmltvChannelMapping } from "./xmltv-channel-map-store.ts";

export class UnknownChannel extends Schema.TaggedError<UnknownChannel>()("UnknownChannel", { slug: Schema.String }) {
  override get message(): string {
    return `There is no channel with the slug "${this.slug}".`;
  }
}

/** Points an XMLTV channel id at the site channel with `slug`, or (slug null) tells imports to skip it. Takes effect on the next import. */
export const mapXmltvChannel = (xmltvId: string, slug: string | null): Effect.Effect<XmltvChannelMapping, UnknownChannel, XmltvChannelMapStore> =>
  Effect.gen(function* () {
    const store = yield* XmltvChannelMapStore;
    let channelId: number | null = null;
    if (slug !== null) {
      const found = yield* store.findChannelIdBySlug(slug);
      if (Option.isNone(found)) return yield* new UnknownChannel({ slug });
      channelId = found.value;
    }
    yield* store.saveMapping(xmltvId, channelId);
    const mappings = yield* store.listMappings;
    return mappings.find((mapping) => mapping.xmltvId === xmltvId) ?? { xmltvId, displayName: null, channel: slug };
  });

export const listXmltvChannelMappings: Effect.Effect<ReadonlyArray<XmltvChannelMapping>, never, XmltvChannelMapStore> = XmltvChannelMapStore.use(
  (store) => store.listMappings,
);

export class NumberTaken extends Schema.TaggedError<NumberTaken>()("NumberTaken", { platform: Schema.String, number: Schema.Int, slug: Schema.String }) {
  override get message(): string {
    return `${this.platform} ${this.number} is already the number of "${this.slug}"; move that channel first.`;
  }
}

/** Gives the channel with `slug` its number on a platform (for a channel the registry lacks or numbers wrongly); no two channels share one. */
export const setChannelNumber = (
  slug: string,
  platform: PlatformKey,
  number: number,
): Effect.Effect<void, UnknownChannel | NumberTaken, XmltvChannelMapStore> =>
  Effect.gen(function* () {
    const store = yield* XmltvChannelMapStore;
    const found = yield* store.findChannelIdBySlug(slug);
    if (Option.isNone(found)) return yield* new UnknownChannel({ slug });
    const name = PLATFORMS.find((entry) => entry.key === platform)?.name ?? platform;
    const holder = yield* store.findChannelAtNumber(name, number);
    if (Option.isSome(holder) && holder.value !== slug) return yield* new NumberTaken({ platform: name, number, slug: holder.value });
    yield* store.setChannelNumber(found.value, name, number);
  });
