import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { api } from "../../app/contract-api.ts";
import { serverSettingsForgotten } from "../settings/index.ts";
import { userInitialDataRequested, userCleared } from "../user/index.ts";

// SPEC §4: clear the user locally, call logout, then load the initial user data again.
export const logOut = (): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> => async (dispatch) => {
  dispatch(userCleared());
  dispatch(serverSettingsForgotten());
  await dispatch(api.endpoints.logOut.initiate());
  await dispatch(userInitialDataRequested());
};
