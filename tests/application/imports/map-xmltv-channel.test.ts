import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { listXmltvChannelMappings, mapXmltvChannel, NumberTaken, setChannelNumber, UnknownChannel } from "../../../application/imports/map-xmltv-channel.ts";
import { XmltvChannelMapStore } from "../../../application/imports/xmltv-channel-map-store.ts";
import { makeXmltvChannelMapStoreFake } from "../../fakes/xmltv-channel-map-store-fake.ts";

const storeWithChannels = () =>
  makeXmltvChannelMapStoreFake({
    channels: [
      { id: 1, slug: "film4" },
      { id: 2, slug: "film4-plus-1" },
    ],
    mappings: new Map([["film4plus1.uk", { displayName: "Film4 +1", channelId: 1 }]]),
  });

describe("mapping XMLTV channels", () => {
  it("points a feed channel at the channel with the slug", async () => {
    const store = storeWithChannels();
    const mapping = await Effect.runPromise(mapXmltvChannel("film4plus1.uk", "film4-plus-1").pipe(Effect.provideService(XmltvChannelMapStore, store)));
    expect(mapping).toEqual({ xmltvId: "film4plus1.uk", displayName: "Film4 +1", channel: "film4-plus-1" });
  });

  it("refuses a slug no channel has, and changes nothing", async () => {
    const store = storeWithChannels();
    const exit = await Effect.runPromiseExit(mapXmltvChannel("film4plus1.uk", "film5").pipe(Effect.provideService(XmltvChannelMapStore, store)));
    expect(exit).toEqual(Exit.fail(new UnknownChannel({ slug: "film5" })));
    expect(store.state.mappings.get("film4plus1.uk")?.channelId).toBe(1);
  });

  it("maps a feed channel to no channel so that imports skip it, and lists every mapping", async () => {
    const store = storeWithChannels();
    const mappings = await Effect.runPromise(
      mapXmltvChannel("shop.uk", null).pipe(Effect.andThen(listXmltvChannelMappings), Effect.provideService(XmltvChannelMapStore, store)),
    );
    expect(mappings).toEqual([
      { xmltvId: "film4plus1.uk", displayName: "Film4 +1", channel: "film4" },
      { xmltvId: "shop.uk", displayName: null, channel: null },
    ]);
  });
});

describe("numbering a channel on a platform", () => {
  it("gives a channel its platform number and moves it when given another", async () => {
    const store = storeWithChannels();
    await Effect.runPromise(
      setChannelNumber("film4-plus-1", "freeview", 47).pipe(
        Effect.andThen(setChannelNumber("film4-plus-1", "freeview", 48)),
        Effect.provideService(XmltvChannelMapStore, store),
      ),
    );
    expect(store.state.numbers).toEqual([{ channelId: 2, platform: "Freeview", number: 48 }]);
  });

  it("refuses a number another channel holds on that platform, and an unknown slug", async () => {
    const store = storeWithChannels();
    store.state.numbers = [{ channelId: 1, platform: "Sky", number: 313 }];
    const taken = await Effect.runPromiseExit(setChannelNumber("film4-plus-1", "sky", 313).pipe(Effect.provideService(XmltvChannelMapStore, store)));
    expect(taken).toEqual(Exit.fail(new NumberTaken({ platform: "Sky", number: 313, slug: "film4" })));
    const unknown = await Effect.runPromiseExit(setChannelNumber("film5", "sky", 314).pipe(Effect.provideService(XmltvChannelMapStore, store)));
    expect(unknown).toEqual(Exit.fail(new UnknownChannel({ slug: "film5" })));
    expect(store.state.numbers).toEqual([{ channelId: 1, platform: "Sky", number: 313 }]);
  });
});
