import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { flagToast, type FlagKind } from "../../../domain/user-flags.ts";
import { api } from "../../app/contract-api.ts";
import { showToast } from "../toasts/index.ts";
import { flagToggled, flagsSaved, messageReceived } from "../user/index.ts";

export interface FlaggedTitle {
  readonly tconst: string;
  readonly title: string;
  readonly year: number | null;
}

type Thunk = ThunkAction<Promise<boolean>, { readonly toasts: { readonly nextId: number } }, unknown, UnknownAction>;

// Saves a flag already changed in the page; a refusal puts it back. The answer may bring a message for the bell.
export const saveFlag =
  (film: FlaggedTitle, kind: FlagKind, value: boolean, via: "film" | "checkbox" = "film"): Thunk =>
  async (dispatch) => {
    const { data: answer } =
      via === "film"
        ? await dispatch(
            api.endpoints.film.initiate({
              params: { tconst: film.tconst },
              body: { action: kind, tconst: film.tconst, title: film.title, year: film.year, value },
            }),
          )
        : await dispatch(api.endpoints.checkbox.initiate({ body: { tconst: film.tconst, type: kind, flag: value } }));
    if (answer === undefined) {
      dispatch(flagToggled({ kind, tconst: film.tconst, value: !value }));
      return false;
    }
    const { message, ...flags } = answer;
    dispatch(flagsSaved(flags));
    if (message !== null) dispatch(messageReceived(message));
    dispatch(showToast(flagToast(kind, value, film.title, film.year)));
    return true;
  };
