import { Schema } from "effect";

export const Advert = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  image_url: Schema.NullOr(Schema.String),
  link_url: Schema.NullOr(Schema.String),
});
export type Advert = typeof Advert.Type;

/** The visit's advert as a page shows it: the one chosen, "pending" while one may still come (its place is kept), or none. */
export type AdvertSlot = Advert | "pending" | null;

/** What a visit knows when it places its advert. */
export interface AdvertContext {
  readonly premium: boolean;
  /** Whether the visitor is known yet (a premium member gets no advert, so nothing shows before this). */
  readonly userLoaded: boolean;
  /** The site's adverts, null until the basic data has come. */
  readonly adverts: ReadonlyArray<Advert> | null;
  /** The advert chosen for this visit, once one is. */
  readonly chosen: Advert | null;
}

/**
 * SPEC §4: one advert per visit, none for premium members. The slot answers the chosen advert; "pending" while one may still
 * come (the visitor or the adverts are not known yet, or one is about to be chosen), so its place is kept; null when none will.
 */
export const advertSlotOf = ({ premium, userLoaded, adverts, chosen }: AdvertContext): AdvertSlot => {
  if (premium) return null;
  if (chosen !== null) return chosen;
  return !userLoaded || adverts === null || adverts.length > 0 ? "pending" : null;
};

/** Whether the visit should choose its advert now: its slot waits and everything the choice needs is known. */
export const shouldChooseAdvert = (context: AdvertContext): boolean =>
  context.userLoaded && context.adverts !== null && context.adverts.length > 0 && advertSlotOf(context) === "pending";
