import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { api, ONCE } from "../../app/contract-api.ts";
import { serverTimeReceived } from "./server-time-slice.ts";

export const refreshServerTime = (): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> => async (dispatch) => {
  const { data: body } = await dispatch(api.endpoints.serverTime.initiate(undefined, ONCE));
  if (body !== undefined) dispatch(serverTimeReceived({ serverTime: body.serverTime, receivedAt: Date.now() }));
};
