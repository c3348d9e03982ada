// The page's telemetry instance (app/telemetry/telemetry.ts) with a fake SDK and a fake browser: calls made before
// it is configured wait for it, track() also records a user event, and sign-out resets the analytics identity.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_VIEW_EVENT } from "../../../app/telemetry/events";
import type { AnalyticsIdentity, TelemetryConfig } from "../../../app/telemetry/types";
import type { UserEvent } from "../../../app/user-events/user-events";
import { drain, fakeAmplitude } from "./fake-amplitude";

const config: TelemetryConfig = {
  brand: "hb",
  analytics: { apiKey: "key-1234567890", serverUrl: null },
  secureCookies: false,
};
const identity: AnalyticsIdentity = {
  userId: "42",
  traits: { id: 42, brand: "hb", product_brand: "hb" },
  properties: { is_proxy_session: false, email: "owner@harbor-dental.test", brand: "hb", product_brand: "hb" },
  sessionStartedAt: "2026-03-01T09:00:00.000Z",
};

let posted: UserEvent[][];

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  posted = [];
  const items = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    },
    screen: { width: 1440, height: 900 },
    innerWidth: 1400,
  });
  vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" });
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    posted.push(JSON.parse(String(init.body)).user_events);
    return new Response(JSON.stringify({ stored: 1, dropped: 0, retry: false }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const telemetryModule = () => import("../../../app/telemetry/telemetry");

describe("the page's telemetry", () => {
  it("holds calls made before it is configured (child effects run first), then sends them in order", async () => {
    const t = await telemetryModule();
    const fake = fakeAmplitude();
    t.identify(identity);
    t.track("Signed In", {});
    t.configureTelemetry(config, { load: async () => fake.sdk });
    await drain();
    expect(fake.calls.map((c) => c.kind)).toEqual(["init", "setUserId", "identify", "track"]);
    expect(fake.tracked("Signed In")[0].properties).toMatchObject({ email: "owner@harbor-dental.test", brand: "hb" });
  });

  it("does nothing at all on the server", async () => {
    vi.stubGlobal("window", undefined);
    const t = await telemetryModule();
    const load = vi.fn();
    t.configureTelemetry(config, { load });
    t.track("Signed In", {});
    t.page("Home");
    t.signOut();
    await drain();
    expect(load).not.toHaveBeenCalled();
  });

  it("records product events and page views as user events of the signed-in user", async () => {
    const t = await telemetryModule();
    t.configureTelemetry(config, { load: async () => fakeAmplitude().sdk });
    t.track("Assessment Link Copied", { company_id: 3 }); // signed out: no user event
    t.setUserEventsUser(42);
    t.track("Assessment Link Copied", { company_id: 3 });
    t.page("Profile", { path: "/profile" });
    const queue = t.userEventQueue();
    expect(queue.pending().map((e) => [e.user_id, e.description])).toEqual([
      [42, "Assessment Link Copied"],
      [42, "Viewed Profile"],
    ]);
    expect(queue.pending()[0]).toMatchObject({
      screen_width: 1440,
      screen_height: 900,
      is_mobile: false,
      browser: "Chrome",
      os: "Linux",
    });
  });
});

describe("sign-out", () => {
  it("tracks Signed Out and the waiting page view as the user, sends queued user events and keeps none, then resets the identity", async () => {
    const t = await telemetryModule();
    const fake = fakeAmplitude();
    t.configureTelemetry(config, { load: async () => fake.sdk });
    t.identify(identity);
    const stop = t.userEventQueue().start({ userId: 42 });
    t.setUserEventsUser(42);
    t.page("Profile", { path: "/profile" });

    t.signOut();
    // Nothing of the user's stays in the browser, even before the last send is answered.
    expect(window.localStorage.getItem("user-events")).toBeNull();
    await drain();
    await vi.advanceTimersByTimeAsync(0);

    const order = fake.calls.map((c) => (c.kind === "track" ? c.event : c.kind));
    expect(order).toEqual(["init", "setUserId", "identify", "Signed Out", PAGE_VIEW_EVENT, "reset", "flush"]);
    for (const sent of fake.tracked()) expect(sent.properties.email).toBe("owner@harbor-dental.test");
    expect(fake.userId()).toBeUndefined();
    expect(posted.flat().map((e) => e.description)).toEqual(["Viewed Profile", "Signed Out"]);

    // After sign-out: anonymous events, and no more user events.
    t.page("Sign in", {}, { immediate: true });
    await drain();
    expect(fake.tracked(PAGE_VIEW_EVENT).at(-1)?.properties).toEqual({
      page_name: "Sign in",
      is_proxy_session: false,
      brand: "hb",
      product_brand: "hb",
    });
    expect(t.userEventQueue().pending()).toEqual([]);
    stop();
  });
});

describe("signed out by the server (a deactivated account)", () => {
  it("resets the analytics identity and keeps no user-event queue, without a Signed Out of the user's", async () => {
    const t = await telemetryModule();
    const fake = fakeAmplitude();
    t.configureTelemetry(config, { load: async () => fake.sdk });
    t.identify(identity);
    t.userEventQueue().start({ userId: 42 });
    t.setUserEventsUser(42);
    t.page("Profile", { path: "/profile" });
    expect(window.localStorage.getItem("user-events")).not.toBeNull();

    t.forgetSignedInUser();
    await drain();
    expect(window.localStorage.getItem("user-events")).toBeNull();
    expect(fake.userId()).toBeUndefined();
    expect(fake.tracked("Signed Out")).toEqual([]);
    t.page("Account access expired", {}, { immediate: true });
    expect(t.userEventQueue().pending()).toEqual([]);
  });
});
