import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { ServerTime } from "../../../adapters/http/contract/system-api.ts";
import { getJson } from "../../app/api-client.ts";
import { serverTimeReceived } from "./server-time-slice.ts";

export const refreshServerTime = (): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> => async (dispatch) => {
  const body = await getJson("/api/server-time/", ServerTime);
  if (body !== null) dispatch(serverTimeReceived({ serverTime: body.serverTime, receivedAt: Date.now() }));
};
