import { useEffect, useEffectEvent, useState } from "react";

export type Fetched<A> = { readonly phase: "loading" } | { readonly phase: "failed" } | { readonly phase: "loaded"; readonly value: A };

// Page-local data that no other screen shares: fetched on mount and whenever the key changes.
export const useFetched = <A>(key: string, load: () => Promise<A | null>): Fetched<A> => {
  const [state, setState] = useState<{ readonly key: string; readonly fetched: Fetched<A> }>({ key, fetched: { phase: "loading" } });
  // The loader is a fresh closure on every render; only a new key fetches again.
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    let cancelled = false;
    setState({ key, fetched: { phase: "loading" } });
    void loadNow().then((value) => {
      if (!cancelled) setState({ key, fetched: value === null ? { phase: "failed" } : { phase: "loaded", value } });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return state.key === key ? state.fetched : { phase: "loading" };
};
