/**
 * When the signed-in shell re-reads its data (the profile, the sidebar's links, the impersonation banner), and when
 * the page shows the full-screen loading view meanwhile (spec §2 "Loading"; spec §9: the profile is re-read on
 * navigation but reused for 5 s). app/routes/_app.tsx wires these rules into Remix's `shouldRevalidate` and its
 * component; everything here is plain data, so it is unit-tested without a router.
 */

/** Spec §9: the profile is reused for 5 s; a navigation after that re-reads it. */
export const SHELL_DATA_REUSE_MS = 5_000;
/**
 * A navigation that waits on the shell's data shows the full-screen loader only once it has waited this long, so
 * fast navigations do not flash it.
 */
export const SHELL_LOADER_DELAY_MS = 300;

/** The paths of the actions that change whom the session acts as (spec §4). */
const IDENTITY_ACTIONS = ["/impersonation/start", "/impersonation/end"];

export function changesIdentity(formAction: string | undefined | null): boolean {
  if (!formAction) return false;
  const path = formAction.split("?")[0]!.replace(/\/+$/, "");
  return IDENTITY_ACTIONS.includes(path);
}

const isMutation = (formMethod: string | undefined) => Boolean(formMethod && formMethod.toUpperCase() !== "GET");

export interface ReloadQuestion {
  currentUrl: URL;
  nextUrl: URL;
  formAction?: string;
  formMethod?: string;
  /**
   * Remix's own answer. Only trusted after a mutation (where it is false for an action that failed and asked not
   * to revalidate): Remix's link prefetching asks with `true` for every link, and a prefetch must make the same
   * choice as the navigation it prepares, or its response goes unused.
   */
  defaultShouldRevalidate: boolean;
  /** How long ago the shell's data was read (ms); Infinity when never. */
  ageMs: number;
}

export interface ShellReload {
  /** Where the navigation goes (path and search), to match it with `useNavigation().location`. */
  to: string;
  /** Whom the session acts as changes: the old shell must not stay on screen. */
  identityChange: boolean;
  /** A client navigation to another page that waits on the shell's data (not a form's revalidation). */
  navigation: boolean;
}

/**
 * Whether the shell re-reads its data for this navigation, and what kind of reload it is; null when it does not.
 * It re-reads when whom the session acts as changes, after other mutations (as Remix decides), on a reload of the
 * same URL (e.g. `useRevalidator`), and on any other navigation once its data is older than 5 s.
 */
export function shellReload(question: ReloadQuestion): ShellReload | null {
  const { currentUrl, nextUrl, formAction, formMethod, defaultShouldRevalidate, ageMs } = question;
  const identityChange = changesIdentity(formAction);
  const mutation = isMutation(formMethod);
  const sameUrl = currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search;
  const stale = ageMs > SHELL_DATA_REUSE_MS;
  const reload = identityChange || (mutation ? defaultShouldRevalidate : sameUrl || stale);
  if (!reload) return null;
  const toAnotherPage = !mutation && currentUrl.pathname !== nextUrl.pathname;
  return { to: nextUrl.pathname + nextUrl.search, identityChange, navigation: toAnotherPage && !identityChange };
}

export interface PendingNavigation {
  state: "idle" | "loading" | "submitting";
  location?: { pathname: string; search: string };
  formAction?: string;
}

/**
 * What the shell shows for the navigation under way: `"now"` — the full-screen loader at once (whom the session acts
 * as changes); `"delayed"` — the loader once the navigation has waited SHELL_LOADER_DELAY_MS (a client navigation
 * waiting on the shell's data); null — the shell as it is. `reloads` holds the shell's answers by destination
 * (`ShellReload.to`): a link prefetch asks too, for its own destination.
 */
export function loaderFor(
  navigation: PendingNavigation,
  reloads: ReadonlyMap<string, ShellReload>,
): "now" | "delayed" | null {
  if (navigation.state !== "loading" || !navigation.location) return null;
  // A form's own navigation (its redirect) carries formAction; a fetcher's redirect only reaches shouldRevalidate.
  if (changesIdentity(navigation.formAction)) return "now";
  const pending = reloads.get(navigation.location.pathname + navigation.location.search);
  if (!pending) return null;
  if (pending.identityChange) return "now";
  return pending.navigation ? "delayed" : null;
}
