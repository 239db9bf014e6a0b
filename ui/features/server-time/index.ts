export { clockTickMs, clockTicked, serverTimeReceived, serverTimeRefreshMs } from "./server-time-slice.ts";
