import { Context, type Effect } from "effect";

export interface DataVersionShape {
  /** Changes whenever listing data (titles, shows, channels, lookups) changes, in any process. */
  readonly current: Effect.Effect<string>;
}

export class DataVersion extends Context.Service<DataVersion, DataVersionShape>()("tellyfilms/application/DataVersion") {}
