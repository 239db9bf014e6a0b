import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Advert, type AdvertContext, advertSlotOf, shouldChooseAdvert } from "../../domain/advert.ts";

const advert = (id: number): Advert => ({ id, name: `Advert ${id}`, image_url: null, link_url: null });
const arbAdvert = fc.integer({ min: 1, max: 1000 }).map(advert);
const arbContext: fc.Arbitrary<AdvertContext> = fc.record({
  premium: fc.boolean(),
  userLoaded: fc.boolean(),
  adverts: fc.option(fc.array(arbAdvert, { maxLength: 4 }), { nil: null }),
  chosen: fc.option(arbAdvert, { nil: null }),
});

describe("the visit's advert slot", () => {
  it("is empty for a premium member, whatever else is known", () => {
    fc.assert(fc.property(arbContext, (context) => advertSlotOf({ ...context, premium: true }) === null));
  });

  it("shows the chosen advert to everyone else", () => {
    fc.assert(fc.property(arbContext, arbAdvert, (context, chosen) => advertSlotOf({ ...context, premium: false, chosen }) === chosen));
  });

  it("keeps its place while the visitor or the adverts are unknown, or one is about to be chosen", () => {
    const base: AdvertContext = { premium: false, userLoaded: true, adverts: [advert(1)], chosen: null };
    expect(advertSlotOf({ ...base, userLoaded: false })).toBe("pending");
    expect(advertSlotOf({ ...base, adverts: null })).toBe("pending");
    expect(advertSlotOf(base)).toBe("pending");
    expect(advertSlotOf({ ...base, adverts: [] })).toBeNull();
  });

  it("asks for a choice exactly when the slot waits and everything the choice needs is known", () => {
    fc.assert(
      fc.property(arbContext, (context) => {
        const choose = shouldChooseAdvert(context);
        const ready = !context.premium && context.chosen === null && context.userLoaded && (context.adverts?.length ?? 0) > 0;
        return choose === ready;
      }),
    );
  });
});
