/**
 * The sidebar's collapsed/expanded choice, remembered in a plain cookie: the browser writes it when the user
 * toggles, and the layout's loader reads it so the server renders the right width (no jump after hydration).
 * It holds no secret, so it is not httpOnly.
 */
export const SIDEBAR_COLLAPSED_COOKIE = "sidebar-collapsed";

/** Whether a Cookie request header says the sidebar is collapsed (`sidebar-collapsed=1`). */
export function isSidebarCollapsed(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .some((part) => part === `${SIDEBAR_COLLAPSED_COOKIE}=1`);
}

/** The `document.cookie` assignment that remembers the choice for a year (or forgets it when expanded). */
export function sidebarCollapsedCookie(collapsed: boolean, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return collapsed
    ? `${SIDEBAR_COLLAPSED_COOKIE}=1${attributes}; Max-Age=31536000`
    : `${SIDEBAR_COLLAPSED_COOKIE}=${attributes}; Max-Age=0`;
}
