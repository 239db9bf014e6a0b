import { Context, type Effect } from "effect";

export interface TitleViewsShape {
  /** Counts one view of the film page on the broadcast day (YYYY-MM-DD); views of unknown slugs are ignored. May be added later. */
  readonly recordFilmView: (slug: string, day: string) => Effect.Effect<void>;
  /** Adds every view counted so far, brings every title's daily and weekly counters up to the day and forgets older days. */
  readonly rollOver: (day: string) => Effect.Effect<void>;
}

/** Daily and weekly page-view counters of films and series. */
export class TitleViews extends Context.Service<TitleViews, TitleViewsShape>()("tellyfilms/application/TitleViews") {}
