import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { pageFor } from "~/pages";
import { identifyWhenReady, loadSupportChatScript } from "./support-chat";
import {
  configureTelemetry,
  flushPageView,
  identify,
  page,
  setUserEventsUser,
  signOut,
  track,
  userEventQueue,
} from "./telemetry";
import type { AnalyticsIdentity, SignedInTelemetry, SupportChatPlan, TelemetryConfig } from "./types";

/** The logout form's action (app/routes/logout.tsx). */
const LOGOUT_PATH = "/logout";
/** Where this browser remembers the session it last counted as a sign-in. */
const SIGNED_IN_SESSION_KEY = "analytics-session-started-at";

/** The name a path's page view is sent under: its title in app/pages.ts. */
export function pageNameOf(pathname: string): string {
  return pageFor(pathname)?.title ?? "Page not found";
}

/** The path a page view carries: the URL's, except where its parameters are secrets (then the registered path). */
export function pageViewPath(pathname: string): string {
  const registered = pageFor(pathname);
  return registered && "secretPath" in registered && registered.secretPath ? registered.path : pathname;
}

/**
 * Every page (root): configures analytics, sends a (debounced) page view on each navigation, sends the waiting
 * page view when the page is hidden, and resets the analytics identity when the logout form is submitted.
 */
export function AnalyticsEffect({ config }: { config: TelemetryConfig | undefined }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (config) configureTelemetry(config);
  }, [config]);

  useEffect(() => {
    // Only the path: query strings may carry tokens (password reset, survey links), and so may a shared link's path.
    page(pageNameOf(pathname), { path: pageViewPath(pathname) });
  }, [pathname, search]);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && new URL(form.action, window.location.href).pathname === LOGOUT_PATH) {
        signOut();
      }
    };
    const onPageHide = () => flushPageView();
    // Capture: runs before Remix's own submit handler sends the form.
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);

  return null;
}

/** Identifies the signed-in user (again only when who or their traits change); "Signed In" once per session. */
export function AnalyticsIdentityEffect({ identity }: { identity: AnalyticsIdentity }) {
  const key = JSON.stringify(identity);
  useEffect(() => {
    const current = JSON.parse(key) as AnalyticsIdentity;
    identify(current);
    try {
      if (window.localStorage.getItem(SIGNED_IN_SESSION_KEY) !== current.sessionStartedAt) {
        window.localStorage.setItem(SIGNED_IN_SESSION_KEY, current.sessionStartedAt);
        track("Signed In", {});
      }
    } catch {
      // No storage: no "Signed In" event, nothing else lost.
    }
  }, [key]);
  return null;
}

/** Records the signed-in user's usage events and flushes them every 5000 ms and when the page is hidden or closed. */
export function UserEventsEffect({ userId }: { userId: number }) {
  useEffect(() => {
    setUserEventsUser(userId);
    const queue = userEventQueue();
    const stop = queue.start({ userId, window, document });
    // What earlier pages left (a refused beacon, a sign-out race) goes now.
    void queue.flush();
    return () => {
      stop();
      setUserEventsUser(null);
    };
  }, [userId]);
  return null;
}

/** Loads the support-chat widget and identifies the user once it is ready (when the plan says so). */
export function SupportChatEffect({ plan }: { plan: SupportChatPlan | null }) {
  const key = plan ? JSON.stringify(plan) : null;
  useEffect(() => {
    if (!key) return;
    const current = JSON.parse(key) as SupportChatPlan;
    try {
      loadSupportChatScript(document, current);
    } catch {
      return;
    }
    const cancel = identifyWhenReady(() => window.SupportChat, current.user);
    return () => {
      cancel();
      try {
        window.SupportChat?.shutdown?.();
      } catch {
        // The vendor's widget never breaks the page.
      }
    };
  }, [key]);
  return null;
}

/** The signed-in layout's telemetry: identity, user events and support chat. */
export function SignedInTelemetryEffect({ telemetry }: { telemetry: SignedInTelemetry }) {
  return (
    <>
      <AnalyticsIdentityEffect identity={telemetry.identity} />
      <UserEventsEffect userId={telemetry.userEventsUserId} />
      <SupportChatEffect plan={telemetry.supportChat} />
    </>
  );
}

/**
 * All of the browser's telemetry, mounted once in the root layout: analytics on every page, and the signed-in
 * layout's identity, user events and support chat while it is shown (read from its loader data, so they stay
 * mounted through the shell's loading views).
 */
export function TelemetryEffect() {
  const root = useRouteLoaderData<{ telemetry?: TelemetryConfig }>("root");
  const shell = useRouteLoaderData<{ telemetry?: SignedInTelemetry }>("routes/_app");
  return (
    <>
      {/* First: child and earlier-sibling effects run before AnalyticsEffect's page view. */}
      {shell?.telemetry ? <SignedInTelemetryEffect telemetry={shell.telemetry} /> : null}
      <AnalyticsEffect config={root?.telemetry} />
    </>
  );
}
