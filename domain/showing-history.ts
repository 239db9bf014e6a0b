/** A showing of one title as its history needs it: when, and whether on a live channel that is free-to-air. */
export interface HistoryShowing {
  readonly time: number;
  /** On a channel (not a streaming or on-demand service). */
  readonly live: boolean;
  /** On at least one channel of a free-to-air system (Freeview, Freesat). */
  readonly freeToAir: boolean;
}

/** The title's first showing on a free-to-air channel in the history the site holds (`history` is every showing of the title). */
export const isFirstOnFreeTv = (showing: HistoryShowing, history: ReadonlyArray<HistoryShowing>): boolean =>
  showing.live && showing.freeToAir && !history.some((other) => other.live && other.freeToAir && other.time < showing.time);

/** No later showing on any channel, and the title is on no streaming or on-demand service. */
export const isLastChance = (showing: HistoryShowing, history: ReadonlyArray<HistoryShowing>): boolean =>
  showing.live && !history.some((other) => (other.live ? other.time > showing.time : true));
