import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { TOAST_TIMEOUT_MS, toastExpired, toastRaised } from "./toasts-slice.ts";

interface ToastsRoot {
  readonly toasts: { readonly nextId: number };
}

export const showToast =
  (text: string): ThunkAction<void, ToastsRoot, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const id = getState().toasts.nextId;
    dispatch(toastRaised(text, id));
    window.setTimeout(() => dispatch(toastExpired(id)), TOAST_TIMEOUT_MS);
  };
