import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { FlagsAnswer } from "../../../adapters/http/contract/personal-api.ts";
import { flagToast, type FlagKind } from "../../../domain/user-flags.ts";
import { postJson, putJson } from "../../app/api-client.ts";
import { showToast } from "../toasts/show-toast.ts";
import { flagToggled, flagsSaved, messageReceived } from "../user/user-slice.ts";

export interface FlaggedTitle {
  readonly tconst: string;
  readonly title: string;
  readonly year: number | null;
}

type Thunk = ThunkAction<Promise<boolean>, { readonly toasts: { readonly nextId: number } }, unknown, UnknownAction>;

export const filmApiPath = (tconst: string): string => `/api/imdb/${encodeURIComponent(tconst)}/`;

// Saves a flag already changed in the page; a refusal puts it back. The answer may bring a message for the bell.
export const saveFlag =
  (film: FlaggedTitle, kind: FlagKind, value: boolean, via: "film" | "checkbox" = "film"): Thunk =>
  async (dispatch) => {
    const answer =
      via === "film"
        ? await putJson(filmApiPath(film.tconst), { action: kind, tconst: film.tconst, title: film.title, year: film.year, value }, FlagsAnswer)
        : await postJson("/api/do-checkbox/", { tconst: film.tconst, type: kind, flag: value }, FlagsAnswer);
    if (answer === null) {
      dispatch(flagToggled({ kind, tconst: film.tconst, value: !value }));
      return false;
    }
    const { message, ...flags } = answer;
    dispatch(flagsSaved(flags));
    if (message !== null) dispatch(messageReceived(message));
    dispatch(showToast(flagToast(kind, value, film.title, film.year)));
    return true;
  };
