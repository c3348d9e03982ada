import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createAnalytics,
  IDENTITY_COOKIE_DAYS,
  PAGE_VIEW_DEBOUNCE_MS,
  sdkOptions,
  type AmplitudeSdk,
} from "../../../app/telemetry/analytics";
import { PAGE_VIEW_EVENT } from "../../../app/telemetry/events";
import type { AnalyticsIdentity } from "../../../app/telemetry/types";
import type { BrandKey } from "../../../brands/types";
import { drain, fakeAmplitude } from "./fake-amplitude";

const identity = (overrides: Partial<AnalyticsIdentity["properties"]> = {}): AnalyticsIdentity => ({
  userId: "42",
  traits: {
    id: 42,
    email: "owner@harbor-dental.test",
    company_name: "Harbor Dental",
    brand: "hb",
    product_brand: "hb",
  },
  properties: {
    is_proxy_session: false,
    email: "owner@harbor-dental.test",
    brand: "hb",
    product_brand: "hb",
    ...overrides,
  },
  sessionStartedAt: "2026-01-01T00:00:00.000Z",
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function analyticsWith(fake = fakeAmplitude(), options: { apiKey?: string | null; brand?: BrandKey } = {}) {
  const load = vi.fn(async () => fake.sdk);
  const analytics = createAnalytics({
    apiKey: options.apiKey === undefined ? "test-key-123456" : options.apiKey,
    serverUrl: "http://127.0.0.1:4799/2/httpapi",
    brand: options.brand ?? "hb",
    load,
  });
  return { analytics, fake, load };
}

describe("loading", () => {
  it("loads nothing and sends nothing without a key", async () => {
    const { analytics, load } = analyticsWith(undefined, { apiKey: null });
    expect(analytics.enabled).toBe(false);
    analytics.identify(identity());
    analytics.track("Signed In", {});
    analytics.page("Home", {}, { immediate: true });
    analytics.reset();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the SDK once, on first use, and initialises it with the key and the configured server URL", async () => {
    const { analytics, fake, load } = analyticsWith();
    expect(load).not.toHaveBeenCalled();
    analytics.track("Signed In", {});
    analytics.track("Signed Out", {});
    await drain();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.calls[0]).toMatchObject({
      kind: "init",
      apiKey: "test-key-123456",
      options: { serverUrl: "http://127.0.0.1:4799/2/httpapi" },
    });
  });

  it("keeps the identity cookie 365 days and captures nothing on its own", () => {
    const options = sdkOptions({ serverUrl: null, secureCookies: true });
    expect(IDENTITY_COOKIE_DAYS).toBe(365);
    expect(options).toMatchObject({
      cookieOptions: { expiration: 365, secure: true },
      identityStorage: "cookie",
      autocapture: false,
      fetchRemoteConfig: false,
      enableDiagnostics: false,
    });
    expect(options).not.toHaveProperty("serverUrl");
  });
});

describe("identity and common properties", () => {
  it("identifies with the traits plus brand, and adds the common properties to every event", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.identify(identity());
    analytics.track("Assessment Link Copied", { company_id: 3 });
    await drain();
    expect(fake.userId()).toBe("42");
    expect(fake.calls.find((c) => c.kind === "identify")).toEqual({
      kind: "identify",
      traits: {
        id: 42,
        email: "owner@harbor-dental.test",
        company_name: "Harbor Dental",
        brand: "hb",
        product_brand: "hb",
      },
    });
    expect(fake.tracked("Assessment Link Copied")[0].properties).toEqual({
      company_id: 3,
      is_proxy_session: false,
      email: "owner@harbor-dental.test",
      brand: "hb",
      product_brand: "hb",
    });
  });

  it("carries the proxy properties in a proxy session", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.identify(
      identity({ is_proxy_session: true, proxy_user_id: 42, proxy_super_user_id: 1, email: "ava.admin@provider.test" }),
    );
    analytics.page("Home", { path: "/" }, { immediate: true });
    await drain();
    expect(fake.tracked(PAGE_VIEW_EVENT)[0].properties).toEqual({
      page_name: "Home",
      path: "/",
      is_proxy_session: true,
      proxy_user_id: 42,
      proxy_super_user_id: 1,
      email: "ava.admin@provider.test",
      brand: "hb",
      product_brand: "hb",
    });
  });

  it("anonymous events still carry brand and is_proxy_session, and a caller cannot override them", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.page("Sign in", { brand: "other", is_proxy_session: true }, { immediate: true });
    await drain();
    expect(fake.tracked(PAGE_VIEW_EVENT)[0].properties).toEqual({
      page_name: "Sign in",
      brand: "hb",
      product_brand: "hb",
      is_proxy_session: false,
    });
  });

  it("identifies again only when who or the traits change", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.identify(identity());
    analytics.identify(identity());
    analytics.identify({ ...identity(), traits: { ...identity().traits, company_name: "Harbor Dental Group" } });
    await drain();
    expect(fake.calls.filter((c) => c.kind === "identify")).toHaveLength(2);
  });

  it("starts afresh when another user is identified without a sign-out in between", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.identify(identity());
    analytics.identify({ ...identity(), userId: "43" });
    await drain();
    const kinds = fake.calls.map((c) => (c.kind === "setUserId" ? `setUserId:${c.userId}` : c.kind));
    expect(kinds).toEqual(["init", "setUserId:42", "identify", "reset", "setUserId:43", "identify"]);
  });
});

describe("page views (debounced 1000 ms)", () => {
  it("sends only the latest page view of a burst, 1000 ms after the last one", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.page("Home", { path: "/" });
    await vi.advanceTimersByTimeAsync(400);
    analytics.page("Profile", { path: "/profile" });
    await vi.advanceTimersByTimeAsync(999);
    analytics.page("About", { path: "/about" });
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.tracked(PAGE_VIEW_EVENT)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.tracked(PAGE_VIEW_EVENT).map((t) => t.properties.page_name)).toEqual(["About"]);
    await vi.advanceTimersByTimeAsync(10 * PAGE_VIEW_DEBOUNCE_MS);
    expect(fake.tracked(PAGE_VIEW_EVENT)).toHaveLength(1);
  });

  it("sends separate page views when each had 1000 ms of quiet", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.page("Home");
    await vi.advanceTimersByTimeAsync(1000);
    analytics.page("Profile");
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.tracked(PAGE_VIEW_EVENT).map((t) => t.properties.page_name)).toEqual(["Home", "Profile"]);
  });

  it("sends at once when immediate sending is requested, replacing the one waiting", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.page("Home");
    analytics.page("Profile", {}, { immediate: true });
    await drain();
    expect(fake.tracked(PAGE_VIEW_EVENT).map((t) => t.properties.page_name)).toEqual(["Profile"]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.tracked(PAGE_VIEW_EVENT)).toHaveLength(1);
  });

  it("flushPageView sends the waiting page view now (the page is being left)", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.page("Home");
    analytics.flushPageView();
    await drain();
    expect(fake.tracked(PAGE_VIEW_EVENT)).toHaveLength(1);
  });
});

describe("sign-out", () => {
  it("sends the waiting page view as the user, then resets the identity and forgets the common properties", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.identify(identity());
    analytics.page("Profile");
    analytics.reset();
    analytics.track("Signed In", {});
    await drain();
    const kinds = fake.calls.map((c) => (c.kind === "track" ? `track:${c.event}` : c.kind));
    expect(kinds).toEqual([
      "init",
      "setUserId",
      "identify",
      `track:${PAGE_VIEW_EVENT}`,
      "reset",
      "flush",
      "track:Signed In",
    ]);
    expect(fake.tracked(PAGE_VIEW_EVENT)[0].properties.email).toBe("owner@harbor-dental.test");
    // Events tracked before the reset keep the identity they were tracked under.
    expect(fake.tracked(PAGE_VIEW_EVENT)[0].options).toEqual({ user_id: "42", device_id: "device-1" });
    expect(fake.tracked("Signed In")[0].options).toEqual({ device_id: "device-2" });
    expect(fake.userId()).toBeUndefined();
    expect(fake.tracked("Signed In")[0].properties).toEqual({
      is_proxy_session: false,
      brand: "hb",
      product_brand: "hb",
    });
  });

  it("identifies the same user again after a sign-out", async () => {
    const { analytics, fake } = analyticsWith();
    analytics.identify(identity());
    analytics.reset();
    analytics.identify(identity());
    await drain();
    expect(fake.calls.filter((c) => c.kind === "identify")).toHaveLength(2);
    expect(fake.userId()).toBe("42");
  });
});

describe("brand (spec §3: fixed as hb on every event and page view)", () => {
  it("sends brand hb from the coaching build too, and the build's own brand as product_brand", async () => {
    const { analytics, fake } = analyticsWith(undefined, { brand: "coaching" });
    analytics.page("Sign in", { path: "/login" }, { immediate: true });
    analytics.identify(identity({ product_brand: "coaching" }));
    analytics.track("Assessment Link Copied", { company_id: 3 });
    analytics.page("Home", { path: "/" }, { immediate: true });
    await drain();
    const sent = [...fake.tracked(PAGE_VIEW_EVENT), ...fake.tracked("Assessment Link Copied")];
    expect(sent).toHaveLength(3);
    for (const event of sent) expect(event.properties).toMatchObject({ brand: "hb", product_brand: "coaching" });
    expect(fake.calls.find((c) => c.kind === "identify")).toMatchObject({
      traits: { brand: "hb", product_brand: "coaching" },
    });
  });
});

describe("failures never surface (spec §8)", () => {
  it("swallows a failed SDK download", async () => {
    const analytics = createAnalytics({
      apiKey: "k",
      brand: "hb",
      load: () => Promise.reject(new Error("chunk failed to load")),
    });
    expect(() => {
      analytics.identify(identity());
      analytics.track("Signed In", {});
      analytics.page("Home", {}, { immediate: true });
      analytics.reset();
    }).not.toThrow();
    await vi.runAllTimersAsync();
  });

  it("swallows SDK methods that throw and promises that reject", async () => {
    const boom = () => {
      throw new Error("sdk exploded");
    };
    const rejected = () => ({ promise: Promise.reject(new Error("network down")) });
    const broken: AmplitudeSdk = {
      init: rejected,
      getUserId: boom,
      getDeviceId: boom,
      setUserId: boom,
      identify: rejected,
      track: rejected,
      flush: boom,
      reset: boom,
      Identify: class {
        set() {
          throw new Error("no");
        }
      } as unknown as AmplitudeSdk["Identify"],
    };
    const analytics = createAnalytics({ apiKey: "k", brand: "hb", load: async () => broken });
    expect(() => {
      analytics.identify(identity());
      analytics.track("Assessment Link Copied", { company_id: 1 });
      analytics.page("Home");
      analytics.reset();
    }).not.toThrow();
    await vi.runAllTimersAsync();
    await drain();
    // An unhandled rejection would fail this test run; none may escape.
  });

  it("swallows a rejected track promise", async () => {
    const fake = fakeAmplitude();
    fake.sdk.track = () => ({ promise: Promise.reject(new Error("429 from the collector")) });
    const analytics = createAnalytics({ apiKey: "k", brand: "hb", load: async () => fake.sdk });
    analytics.track("Signed In", {});
    await drain();
  });
});
