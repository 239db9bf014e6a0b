import { useMemo } from "react";

export type Fetched<A> = { readonly phase: "loading" } | { readonly phase: "failed" } | { readonly phase: "loaded"; readonly value: A };

interface QueryResult<A> {
  /** The answer for the query's current argument (undefined while a new argument's answer is on its way). */
  readonly currentData?: A | undefined;
  readonly isError: boolean;
}

/** A contract API query's state as a page shows it: loading, failed, or loaded with the answer for the current argument. */
export const useFetched = <A>({ currentData, isError }: QueryResult<A>): Fetched<A> =>
  useMemo(
    () => (isError ? { phase: "failed" } : currentData === undefined ? { phase: "loading" } : { phase: "loaded", value: currentData }),
    [currentData, isError],
  );
