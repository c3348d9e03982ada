/**
 * The product's analytics events: one typed catalogue, so every event name and its properties are checked by the
 * compiler (no ad-hoc strings at call sites). Add an event here first, then call `track("…", {…})`.
 *
 * Every event also carries the common properties of spec §3 "Analytics identity" (is_proxy_session, proxy ids,
 * email, brand); those are added by the analytics client, never passed here.
 */
export interface EventCatalogue {
  /** A new session began (once per sign-in, in the first signed-in page). */
  "Signed In": Record<string, never>;
  /** The user submitted the logout form (sent before the analytics identity is reset). */
  "Signed Out": Record<string, never>;
  /** The home page's copy button put the company's assessment link on the clipboard. */
  "Assessment Link Copied": { company_id: number };
  /** A candidate moved between pipeline stages (the candidates and pipeline pages). */
  "Candidate Stage Changed": { candidate_id: number; from_stage: string; to_stage: string; pipeline_id?: number };
  /** A super admin began acting as another user. */
  "Impersonation Started": { impersonated_user_id: number };
  /** A super admin stopped acting as another user. */
  "Impersonation Ended": { impersonated_user_id: number };
}

export type EventName = keyof EventCatalogue;
export type EventProperties<E extends EventName> = EventCatalogue[E];

/** The event type a page view is sent as, with `page_name` and the page's properties. */
export const PAGE_VIEW_EVENT = "Page Viewed";

/** The user-event description (spec §3 "User event") of a page view. */
export const pageViewDescription = (pageName: string) => `Viewed ${pageName}`;
