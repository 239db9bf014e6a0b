import { Schema } from "effect";
import { isStreamingSource, type ChannelSource } from "./channel-source.ts";

export const VIEWS = ["table", "grid", "timeline"] as const;

export const View = Schema.Literals(VIEWS);
export type View = typeof View.Type;

export const availableViews = (source: ChannelSource): ReadonlyArray<View> => (isStreamingSource(source) ? ["table", "grid"] : VIEWS);
