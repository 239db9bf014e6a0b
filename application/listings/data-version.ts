import { Context, type Effect } from "effect";

export interface DataVersionShape {
  /** Changes whenever listing data (titles, shows, channels, lookups) changes, in any process. */
  readonly current: Effect.Effect<string>;
  /** The version `current` would give now without reading it again, or undefined when it must be read (for answers sent from memory). */
  readonly known: () => string | undefined;
}

export class DataVersion extends Context.Service<DataVersion, DataVersionShape>()("tellyfilms/application/DataVersion") {}
