import { formatShowTimeAt } from "../../domain/london-time.ts";
import { remembered } from "../../domain/remembered.ts";

/** "Sat 21 Nov at 21:00" in UK time, as mails and messages write a show's start (the site's London formats). */
export const ukShowTime = (instant: number): string => formatShowTimeAt(instant);

/** ukShowTime remembering what it wrote: thousands of mails list the same few thousand starts. It forgets all at `limit` instants. */
export const rememberingUkShowTime = (limit = 50_000): ((instant: number) => string) => remembered(ukShowTime, limit);
