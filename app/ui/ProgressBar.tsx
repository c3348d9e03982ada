// The thin bar at the top of every page while a navigation or a form submission takes a while. Fast ones (most) show
// nothing, so the bar neither flickers nor is announced for them.
import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import classes from "./ProgressBar.module.css";

/** How long something may take before the bar shows. */
export const PROGRESS_DELAY_MS = 300;

/** What the app waits for: a form submission (and the reload after it) or another page. */
export type PendingWork = "saving" | "loading" | null;

interface Pending {
  state: "idle" | "loading" | "submitting";
  formMethod?: string;
}

const submits = (method?: string) => Boolean(method) && method!.toUpperCase() !== "GET";

/**
 * The work in progress, from Remix's navigation and fetchers. A fetcher counts only while it submits (and reloads
 * the page's data after that): fetchers that load data in the background (option lists, previews) are not what the
 * person is waiting on.
 */
export function pendingWork(navigation: Pending, fetchers: readonly Pending[]): PendingWork {
  if (navigation.state === "submitting" || (navigation.state === "loading" && submits(navigation.formMethod)))
    return "saving";
  if (fetchers.some((fetcher) => fetcher.state !== "idle" && submits(fetcher.formMethod))) return "saving";
  return navigation.state === "loading" ? "loading" : null;
}

const LABELS = { saving: "Saving", loading: "Loading the page" } as const;

/** The bar: rendered only after PROGRESS_DELAY_MS of uninterrupted work, gone as soon as it ends. */
export function NavigationProgress() {
  const work = pendingWork(useNavigation(), useFetchers());
  const busy = work !== null;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown || !work) return null;
  // Indeterminate: no aria-valuenow, since how much is left is unknown.
  return (
    <div className={classes.bar} role="progressbar" aria-label={LABELS[work]} data-testid="navigation-progress">
      <div className={classes.fill} />
    </div>
  );
}
