import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { User } from "../../../domain/user.ts";
import { api, ONCE } from "../../app/contract-api.ts";
import { serverSettingsForgotten, serverSettingsReceived } from "../settings/index.ts";
import { userCleared, userReceived } from "./user-slice.ts";

type Thunk<R> = ThunkAction<R, unknown, unknown, UnknownAction>;

// SPEC §4: a logged-in user's saved filters and view replace the local ones.
export const userArrived =
  (user: User): Thunk<void> =>
  (dispatch) => {
    dispatch(userReceived(user));
    if (!user.logged_in) {
      dispatch(serverSettingsForgotten());
      return;
    }
    dispatch(serverSettingsReceived({ filters: user.filters, view: user.preferred_view }));
  };

// SPEC §4: the user's initial data loads with the page; when it cannot be had the visitor counts as anonymous.
export const userInitialDataRequested = (): Thunk<Promise<void>> => async (dispatch) => {
  const { data: user } = await dispatch(api.endpoints.userInitialData.initiate(undefined, ONCE));
  if (user === undefined) dispatch(userCleared());
  else dispatch(userArrived(user));
};
