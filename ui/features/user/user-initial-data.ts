import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { User } from "../../../domain/user.ts";
import { getJson } from "../../app/api-client.ts";
import { serverFiltersReceived, viewChosen } from "../settings/settings-slice.ts";
import { userReceived } from "./user-slice.ts";

// SPEC §4: the user's initial data loads with the page; a logged-in user's saved filters and view replace the local ones.
export const userInitialDataRequested = (): ThunkAction<Promise<void>, unknown, unknown, UnknownAction> => async (dispatch) => {
  const user = await getJson("/api/user-initial-data/", User);
  if (user === null) return;
  dispatch(userReceived(user));
  if (!user.logged_in) return;
  if (user.filters !== null) dispatch(serverFiltersReceived(user.filters));
  dispatch(viewChosen(user.preferred_view));
};
