import { Context, type Effect } from "effect";

export interface KnownDevicesShape {
  readonly isKnown: (userId: number, deviceHash: string) => Effect.Effect<boolean>;
  readonly remember: (userId: number, deviceHash: string, now: number) => Effect.Effect<void>;
}

/** Browsers (by a digest of their device cookie) that have logged in to an account. */
export class KnownDevices extends Context.Service<KnownDevices, KnownDevicesShape>()("tellyfilms/application/KnownDevices") {}
