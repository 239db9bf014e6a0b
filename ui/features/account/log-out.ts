import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { User } from "../../../domain/user.ts";
import { postJson } from "../../app/api-client.ts";
import { serverSettingsForgotten } from "../settings/settings-slice.ts";
import { userInitialDataRequested } from "../user/user-initial-data.ts";
import { userCleared } from "../user/user-slice.ts";

// SPEC §4: clear the user locally, call logout, then load the initial user data again.
export const logOut = (): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> => async (dispatch) => {
  dispatch(userCleared());
  dispatch(serverSettingsForgotten());
  await postJson("/api/logout/", undefined, User);
  await dispatch(userInitialDataRequested());
};
