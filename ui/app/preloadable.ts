import { lazy, type ComponentType } from "react";

/** A component whose code loads on first render, or beforehand with `preload`. */
export interface Preloadable<P> {
  readonly component: ComponentType<P>;
  readonly preload: () => Promise<void>;
}

/**
 * `React.lazy` over the export `name` of a module. Once preloaded the component renders at once (React.lazy reads a
 * thenable that calls back at once), where a promise, even a settled one, would show the Suspense fallback first.
 */
export const preloadable = <P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): Preloadable<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        // a failed load (offline, a new build) is tried again the next time
        loading = undefined;
        throw error;
      },
    ));
  const loadedNow = (component: ComponentType<P>) => ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) });
  const component = lazy(() =>
    loaded === undefined
      ? preload().then(() => ({ default: loaded as ComponentType<P> }))
      : (loadedNow(loaded) as unknown as Promise<{ default: ComponentType<P> }>),
  );
  return { component, preload };
};
