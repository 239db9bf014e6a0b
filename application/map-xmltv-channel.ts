import { Effect, Option, Schema } from "effect";
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

export const listXmltvChannelMappings: Effect.Effect<ReadonlyArray<XmltvChannelMapping>, never, XmltvChannelMapStore> = XmltvChannelMapStore.use((store) => store.listMappings);
