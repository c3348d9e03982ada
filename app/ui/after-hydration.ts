import { useSyncExternalStore } from "react";

/**
 * Code the first render does not need, loaded right after hydration instead of with the page, so it is not part of
 * the page's first-load JavaScript (docs/decisions/044-mantine-styles-in-tiers.md, "Deferred code"):
 * `const useX = afterHydration(() => import("./x"))`. `useX()` is undefined on the server, while hydrating and until
 * the module has loaded (so the server's HTML and the first client render match), then the module. Loading starts
 * as the first component using it mounts; a failed load is tried again by the next one.
 */
export function afterHydration<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    loading ??= load().then(
      (module) => {
        loaded = module;
        for (const notify of listeners) notify();
      },
      () => {
        loading = undefined;
      },
    );
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  const onServer = () => undefined;
  return function useAfterHydration() {
    return useSyncExternalStore(subscribe, current, onServer);
  };
}

const noSubscription = () => () => {};
/** False on the server and while hydrating, true after: a part drawn in the browser only renders the same markup at hydration. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Mantine's Menu and Tooltip with what they build on (Popover, floating-ui, FocusTrap, Portal). */
export const useOverlays = afterHydration(() => import("./overlays"));
