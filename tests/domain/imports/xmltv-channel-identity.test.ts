import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugOf } from "../../../domain/slug.ts";
import { xmltvChannelIdentity } from "../../../domain/imports/xmltv-channel-identity.ts";

describe("the channel an XMLTV channel stands for", () => {
  it("keeps a +1 channel as a channel of its own", () => {
    expect(xmltvChannelIdentity("film4plus1.uk", ["Film4 +1"])).toEqual({ name: "Film4 +1", slug: "film4-plus-1", hd: false, timeshiftHours: 1 });
    expect(xmltvChannelIdentity("film4.uk", ["Film4"])).toEqual({ name: "Film4", slug: "film4", hd: false, timeshiftHours: 0 });
  });

  it("spots the timeshift in the id when the display name leaves it out", () => {
    expect(xmltvChannelIdentity("itv1plus1.uk", ["ITV1"])).toMatchObject({ name: "ITV1 +1", slug: "itv1-plus-1", timeshiftHours: 1 });
    expect(xmltvChannelIdentity("channel4+1.uk", ["Channel 4"])).toMatchObject({ slug: "channel-4-plus-1" });
  });

  it("reads an HD suffix as the HD simulcast of the same channel", () => {
    expect(xmltvChannelIdentity("bbconehd.uk", ["BBC One HD"])).toEqual({ name: "BBC One", slug: "bbc-one", hd: true, timeshiftHours: 0 });
    expect(xmltvChannelIdentity("bbcone.uk", ["BBC One", "BBC One HD"])).toMatchObject({ slug: "bbc-one", hd: false });
  });

  it("names a channel without display names after its id", () => {
    expect(xmltvChannelIdentity("talkingpictures.uk", [])).toMatchObject({ name: "talkingpictures", slug: "talkingpictures" });
  });

  it("never gives a +1 channel the slug of its parent", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}$/), fc.integer({ min: 1, max: 24 }), (name, hours) => {
        const parent = xmltvChannelIdentity("parent.uk", [name]);
        const shifted = xmltvChannelIdentity("shifted.uk", [`${name} +${hours}`]);
        expect(shifted.slug).not.toBe(parent.slug);
        expect(shifted.slug).toBe(`${parent.slug}-plus-${hours}`);
      }),
    );
  });
});

describe("slugs", () => {
  it("follow the site's style", () => {
    expect(slugOf("U&Dave")).toBe("u-and-dave");
    expect(slugOf("Amélie", 2001)).toBe("amelie-2001");
    expect(slugOf("Schindler's List", 1993)).toBe("schindlers-list-1993");
  });
});
