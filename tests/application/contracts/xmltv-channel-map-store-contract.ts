import { Effect, Option } from "effect";
import { beforeEach, expect, it } from "vitest";
import type { XmltvChannelMapStoreShape } from "../../../application/imports/xmltv-channel-map-store.ts";

export interface XmltvChannelMapHarness {
  readonly store: XmltvChannelMapStoreShape;
  readonly reset: () => Promise<void>;
  readonly seedChannel: (slug: string) => Promise<number>;
  readonly seedMapping: (xmltvId: string, displayName: string, channelId: number | null) => Promise<void>;
}

/** The behaviour every XmltvChannelMapStore shares; call inside a describe block. */
export const xmltvChannelMapStoreContract = (harness: () => XmltvChannelMapHarness): void => {
  const run = <A>(effect: Effect.Effect<A>): Promise<A> => Effect.runPromise(effect);

  beforeEach(() => harness().reset());

  it("finds a channel by its slug and nothing for an unknown slug", async () => {
    const film4 = await harness().seedChannel("film4");
    expect(await run(harness().store.findChannelIdBySlug("film4"))).toEqual(Option.some(film4));
    expect(await run(harness().store.findChannelIdBySlug("film5"))).toEqual(Option.none());
  });

  it("puts a channel at a platform number, moves it there again, and finds who holds a number", async () => {
    const film4 = await harness().seedChannel("film4");
    await run(harness().store.setChannelNumber(film4, "Freeview", 14));
    expect(await run(harness().store.findChannelAtNumber("Freeview", 14))).toEqual(Option.some("film4"));
    await run(harness().store.setChannelNumber(film4, "Freeview", 15));
    expect(await run(harness().store.findChannelAtNumber("Freeview", 14))).toEqual(Option.none());
    expect(await run(harness().store.findChannelAtNumber("Freeview", 15))).toEqual(Option.some("film4"));
    expect(await run(harness().store.findChannelAtNumber("Sky", 15))).toEqual(Option.none());
  });

  it("adds a mapping, replaces it keeping the feed's display name, and maps to no channel to skip", async () => {
    const film4 = await harness().seedChannel("film4");
    const more4 = await harness().seedChannel("more4");
    await harness().seedMapping("film4.uk", "Film4", more4);
    await run(harness().store.saveMapping("film4.uk", film4));
    await run(harness().store.saveMapping("shop.uk", null));
    expect(await run(harness().store.listMappings)).toEqual([
      { xmltvId: "film4.uk", displayName: "Film4", channel: "film4" },
      { xmltvId: "shop.uk", displayName: null, channel: null },
    ]);
  });
};
