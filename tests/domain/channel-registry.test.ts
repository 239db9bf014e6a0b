import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ChannelRegistry, channelLogo, indexRegistry, registryProblems, type RegistryChannel } from "../../domain/channel-registry.ts";
import { UK_CHANNELS } from "../../domain/uk-channels.ts";

const channel = (slug: string, overrides: Partial<RegistryChannel> = {}): RegistryChannel => ({
  slug,
  name: slug,
  aliases: [],
  xmltvIds: [],
  numbers: {},
  hd: false,
  ...overrides,
});

describe("the UK channel registry shipped with the project", () => {
  it("decodes with the registry Schema", () => {
    expect(() => Schema.decodeUnknownSync(ChannelRegistry)(UK_CHANNELS, { errors: "all" })).not.toThrow();
  });

  it("has unique slugs, XMLTV ids and names, one channel per platform number, and every +1 sibling in it", () => {
    expect(registryProblems(UK_CHANNELS)).toEqual([]);
  });

  it("covers the main channels of all four platforms", () => {
    const onPlatform = (platform: "freeview" | "freesat" | "sky" | "virgin") => UK_CHANNELS.filter((entry) => entry.numbers[platform] !== undefined).length;
    expect(UK_CHANNELS.length).toBeGreaterThanOrEqual(350);
    expect(onPlatform("freeview")).toBeGreaterThan(30);
    expect(onPlatform("sky")).toBeGreaterThan(30);
    expect(onPlatform("virgin")).toBeGreaterThan(30);
    expect(onPlatform("freesat")).toBeGreaterThan(15);
  });
  it("names every timeshift channel by its shift and has it repeat a channel that is not a timeshift itself", () => {
    const bySlug = new Map(UK_CHANNELS.map((entry) => [entry.slug, entry]));
    const timeshifts = UK_CHANNELS.filter((entry) => entry.timeshiftOf !== undefined);
    expect(timeshifts.length).toBeGreaterThan(80);
    const namesTheShift = (name: string) => /\+\s?(?:1|1\.5|2)$/.test(name);
    // a +1 with a brand of its own ("U&Dave ja vu") says its shift in an alias ("Dave +1")
    expect(timeshifts.filter((entry) => ![entry.name, ...entry.aliases].some(namesTheShift)).map((entry) => entry.slug)).toEqual([]);
    expect(timeshifts.filter((entry) => bySlug.get(entry.timeshiftOf ?? "")?.timeshiftOf !== undefined).map((entry) => entry.slug)).toEqual([]);
  });
});

describe("checking a registry", () => {
  it("reports a slug, an id, a name or a platform number used twice, and a +1 of a channel it lacks", () => {
    const problems = registryProblems([
      channel("film4", { xmltvIds: ["film4.uk"], numbers: { freeview: 14 } }),
      channel("film4", {}),
      channel("more4", { xmltvIds: ["FILM4.uk"], aliases: ["Film 4"], numbers: { freeview: 14 } }),
      channel("e4-plus-1", { timeshiftOf: "e4" }),
    ]);
    expect(problems).toEqual([
      'slug "film4" appears twice',
      'XMLTV id "film4.uk" belongs to both film4 and more4',
      'name "film4" belongs to both film4 and more4',
      'freeview number "freeview 14" belongs to both film4 and more4',
      "e4-plus-1 repeats e4, which is not in the registry",
    ]);
  });
});

describe("placing a feed channel on a registry channel", () => {
  const registry = indexRegistry(UK_CHANNELS);
  const slugOf = (xmltvId: string, ...names: Array<string>) => registry.place(xmltvId, names)?.slug;

  it("finds Radio Times grabber ids, whatever their case", () => {
    expect(slugOf("bbc1.bbc.co.uk")).toBe("bbc-one");
    expect(slugOf("London.BBC1.bbc.co.uk")).toBe("bbc-one");
    expect(slugOf("plus-1.filmfour.channel4.com")).toBe("film4-plus-1");
    expect(slugOf("tsod.plus-1.dave.uktv.co.uk")).toBe("u-and-dave-ja-vu");
  });

  it("finds the Radio Times numbers as feeds write them (UK_RT_<number>)", () => {
    expect(slugOf("UK_RT_2667", "BBC1 HD")).toBe("bbc-one");
    expect(slugOf("UK_RT_105", "BBC2")).toBe("bbc-two");
    expect(slugOf("UK_RT_2118", "ITV1 HD")).toBe("itv1");
    expect(slugOf("UK_RT_2056", "Channel 4 HD")).toBe("channel-4");
    expect(slugOf("uk_rt_134")).toBe("channel-5");
  });

  it("finds uk_freeview grabber ids by Freeview service id and by Freeview number", () => {
    expect(slugOf("22272.freeview.co.uk")).toBe("u-and-dave");
    expect(slugOf("17536.freeview.co.uk")).toBe("bbc-one");
    expect(slugOf("19.freeview.co.uk")).toBe("u-and-dave");
    expect(slugOf("14.freeview.co.uk")).toBe("film4");
  });

  it("finds iptv-org ids with a region or feed after the @ and ids whose stem is not a channel name", () => {
    expect(slugOf("Film4.uk@Plus1")).toBe("film4-plus-1");
    expect(slugOf("BBCOne.uk@LondonHD")).toBe("bbc-one");
    expect(slugOf("ITV1.uk@GranadaPlus1")).toBe("itv1-plus-1");
    expect(slugOf("CartoonNetworkUK.uk")).toBe("cartoon-network");
    expect(slugOf("SkyCinemaActionHD.uk")).toBe("sky-cinema-action");
  });

  it("lands BBC1 and BBC2 on BBC One and BBC Two, and the usual aliases on their channels", () => {
    expect(slugOf("x1", "BBC1")).toBe("bbc-one");
    expect(slugOf("x2", "BBC2")).toBe("bbc-two");
    expect(slugOf("x3", "BBC One HD")).toBe("bbc-one");
    expect(slugOf("x4", "BBC One Lon")).toBe("bbc-one");
    expect(slugOf("x5", "ITV")).toBe("itv1");
    expect(slugOf("x6", "ITV1 HD")).toBe("itv1");
    expect(slugOf("x7", "Channel 4 HD")).toBe("channel-4");
    expect(slugOf("x8", "5")).toBe("channel-5");
    expect(slugOf("x9", "Film4 +1")).toBe("film4-plus-1");
    expect(slugOf("x10", "Dave")).toBe("u-and-dave");
    expect(slugOf("x11", "Movies24")).toBe("movies-24");
    expect(slugOf("x12", "GREAT! TV")).toBe("great-tv");
    expect(slugOf("x13", "Boomerang")).toBe("boomerang");
  });

  it.each([
    ["UAndDave.uk", "u-and-dave"],
    ["UAndYesterdayPlus1.uk", "u-and-yesterday-plus-1"],
    ["ITV1Granada.uk", "itv1"],
    ["ITV1Plus1Meridian.uk", "itv1-plus-1"],
    ["ITV1GranadaPlus1.uk", "itv1-plus-1"],
    ["Channel4London.uk", "channel-4"],
    ["STVNorthPlus1.uk", "stv-plus-1"],
    ["ReallyPlus1.uk", "really-plus-1"],
    ["CBSDramaUK.uk", "true-crime-xtra"],
    ["HorrorChannelUK.uk", "legend-xtra"],
  ])("finds the newer iptv-org id %s, renamed services included, on %s", (xmltvId, slug) => {
    expect(slugOf(xmltvId)).toBe(slug);
  });

  it.each([
    ["CBS Justice", "legend"],
    ["Star Gold", "utsav-gold"],
    ["Paramount Network", "5action"],
    ["U&Laughs", "u-and-laughs"],
    ["Mystery TV", "mystery-tv"],
    ["Sky Cinema 80s HD", "sky-cinema-80s"],
  ])("places a feed channel called %s, a former name or a streaming channel of the Freeview guide, on %s", (name, slug) => {
    expect(slugOf("unknown.example", name)).toBe(slug);
  });

  it.each([
    ["tv3.ie", "virgin-media-one"],
    ["UK_RT_941", "virgin-media-one"],
    ["VirginMediaTwo.ie", "virgin-media-two"],
    ["RTEjr.ie", "rte-kidsjr"],
    ["UK_RT_165", "disney-xd"],
    ["foxkids.co.uk", "disney-xd"],
    ["tsod.plus-1.jetix.co.uk", "disney-xd-plus-1"],
    ["toonami.cartoonnetwork.com", "cartoon-network-too"],
    ["tsod.plus-1.uk.scifi.com", "syfy-plus-1"],
    ["food.uktv.co.uk", "good-food"],
    ["UK_RT_1994", "bbc-hd"],
    ["EarthxTV.us", "earthxtv"],
  ])("places the current or former channel of the id %s on %s", (xmltvId, slug) => {
    expect(slugOf(xmltvId)).toBe(slug);
  });

  it.each([
    ["TV3", "virgin-media-one"],
    ["Virgin One +1", "virgin-media-one-plus-1"],
    ["RTÉjr", "rte-kidsjr"],
    ["Jetix", "disney-xd"],
    ["Hallmark", "universal-channel"],
    ["Virgin1", "channel-one"],
    ["UKTV Food", "good-food"],
    ["Notts TV", "notts-tv"],
    ["Tyne & Wear TV", "tyne-and-wear-tv"],
  ])("places a feed channel called %s on %s", (name, slug) => {
    expect(slugOf("unknown.example", name)).toBe(slug);
  });

  it("reads uk_freeview and iptv-org style ids as channel names", () => {
    expect(slugOf("bbcone.uk")).toBe("bbc-one");
    expect(slugOf("BBCOneHD.uk")).toBe("bbc-one");
    expect(slugOf("film4plus1.uk")).toBe("film4-plus-1");
    expect(slugOf("itv1.uk")).toBe("itv1");
  });

  it("prefers the XMLTV id to the display name and places nothing it does not know", () => {
    expect(slugOf("filmfour.channel4.com", "BBC One")).toBe("film4");
    expect(slugOf("shopping.example", "Shop Channel")).toBeUndefined();
  });
});

describe("a channel's logo", () => {
  it("is the feed's icon when it is an http(s) URL or a site path", () => {
    expect(channelLogo("https://example.com/film4.png", null, "film4")).toBe("https://example.com/film4.png");
    expect(channelLogo("/logos/film4.png", null, "film4")).toBe("/logos/film4.png");
  });

  it("falls back to the registry's logo, then to the generated one, for a missing or unusable icon", () => {
    expect(channelLogo("file:///tmp/film4.png", "https://example.com/registry.png", "film4")).toBe("https://example.com/registry.png");
    expect(channelLogo("film4.png", null, "film4")).toBe("/logos/film4.svg");
    expect(channelLogo("//cdn.example/x.png", undefined, "film4")).toBe("/logos/film4.svg");
    expect(channelLogo(null, null, "film4")).toBe("/logos/film4.svg");
  });
});
