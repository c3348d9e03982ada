import { createAnalytics, type Analytics, type AnalyticsOptions } from "./analytics";
import { pageViewDescription, type EventName, type EventProperties } from "./events";
import type { AnalyticsIdentity, Properties, TelemetryConfig } from "./types";
import { beaconTransport, browserUserEvent, createUserEventQueue, type UserEventQueue } from "~/user-events/user-events";

/**
 * The page's one telemetry instance (browser only): analytics plus the user-event queue. The Effects in
 * ./effects.tsx configure and drive it; components only call `track(...)`:
 *
 *   import { track } from "~/telemetry/telemetry";
 *   track("Assessment Link Copied", { company_id: company.id });
 *
 * Calls made before the root's AnalyticsEffect has configured it (child effects run first) wait for it; on the
 * server every call does nothing.
 */

let analytics: Analytics | null = null;
const waiting: ((analytics: Analytics) => void)[] = [];
let queue: UserEventQueue | null = null;
/** Whose user events this page records (set by the signed-in layout's UserEventsEffect). */
let userEventsUserId: number | null = null;

function withAnalytics(call: (analytics: Analytics) => void) {
  if (typeof window === "undefined") return;
  if (analytics) return call(analytics);
  waiting.push(call);
}

/** Creates the analytics client once per page (the root's AnalyticsEffect); `load` replaces the SDK in tests. */
export function configureTelemetry(config: TelemetryConfig, { load }: Pick<AnalyticsOptions, "load"> = {}) {
  if (analytics || typeof window === "undefined") return;
  analytics = createAnalytics({
    apiKey: config.analytics?.apiKey,
    serverUrl: config.analytics?.serverUrl,
    brand: config.brand,
    secureCookies: config.secureCookies,
    load,
  });
  for (const call of waiting.splice(0)) call(analytics);
}

/** The page's user-event queue (persisted in localStorage; one per page). */
export function userEventQueue(): UserEventQueue {
  queue ??= createUserEventQueue({ storage: safeLocalStorage(), transport: beaconTransport() });
  return queue;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Records user events for this user from now on (null: signed out). */
export function setUserEventsUser(userId: number | null) {
  userEventsUserId = userId;
}

function recordUserEvent(description: string) {
  if (userEventsUserId === null || typeof window === "undefined") return;
  try {
    userEventQueue().add(browserUserEvent(userEventsUserId, description));
  } catch {
    // Telemetry never breaks the page.
  }
}

/** A product event: to analytics, and as a user event of the signed-in user. */
export function track<E extends EventName>(name: E, properties: EventProperties<E>) {
  withAnalytics((a) => a.track(name, properties));
  recordUserEvent(name);
}

/** A page view: debounced in analytics (unless immediate), recorded at once as a user event. */
export function page(name: string, properties?: Properties, options?: { immediate?: boolean }) {
  withAnalytics((a) => a.page(name, properties, options));
  recordUserEvent(pageViewDescription(name));
}

export function identify(identity: AnalyticsIdentity) {
  withAnalytics((a) => a.identify(identity));
}

/**
 * Sign-out (the logout form is being submitted): "Signed Out", the waiting page view and user events go out now,
 * the stored user-event queue is emptied, then the analytics identity is reset (new anonymous id, no user id).
 */
export function signOut() {
  track("Signed Out", {});
  // What is waiting goes now, in sends that outlive the page; the browser keeps none of it after the logout.
  if (queue) queue.sendAndForget();
  withAnalytics((a) => a.reset());
  userEventsUserId = null;
}

/**
 * Signed out by the server rather than by the logout form (a deactivated account, spec §4): this browser forgets the
 * user too — the analytics identity is reset and no user-event queue is kept — without a "Signed Out" of theirs.
 */
export function forgetSignedInUser() {
  if (queue) queue.sendAndForget();
  withAnalytics((a) => a.reset());
  userEventsUserId = null;
}

/** Sends a waiting (debounced) page view now: the page is being hidden or left. */
export function flushPageView() {
  withAnalytics((a) => a.flushPageView());
}
