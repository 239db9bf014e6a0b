export const SESSION_IDLE_MS = 30 * 86_400_000;
// A session's last use is written at most this often, so reading a page does not always write.
export const SESSION_TOUCH_INTERVAL_MS = 3_600_000;
