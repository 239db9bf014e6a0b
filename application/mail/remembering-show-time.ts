import { formatShowTimeAt } from "../../domain/london-time.ts";
import { remembered } from "../../domain/remembered.ts";

/**
 * The domain's formatShowTimeAt ("Sat 21 Nov at 21:00" in UK time, as mails and messages write a show's start) remembering
 * what it wrote: thousands of mails list the same few thousand starts. It forgets all at `limit` instants.
 */
export const rememberingShowTime = (limit = 50_000): ((instant: number) => string) => remembered(formatShowTimeAt, limit);
