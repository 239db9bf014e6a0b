import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { listingRequested, type ListingKind } from "./listings-slice.ts";

// Kinds are requested one after another, each once, so that today's small listing arrives first.
export const useListings = (kinds: ReadonlyArray<ListingKind>): void => {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.listings.status);
  const next = kinds.find((kind) => status[kind] !== "loaded" && status[kind] !== "failed");
  const waiting = next !== undefined && status[next] === "loading";
  useEffect(() => {
    if (next !== undefined && !waiting) void dispatch(listingRequested(next));
  }, [dispatch, next, waiting]);
};
