import type { BrandKey } from "../../brands/types";
import { PAGE_VIEW_EVENT, type EventName, type EventProperties } from "./events";
import { brandProperties, type AnalyticsIdentity, type CommonProperties, type Properties } from "./types";

/**
 * The analytics client: a thin wrapper over the real `@amplitude/analytics-browser`, which it imports dynamically
 * on first use (never on the server, never when no key is configured). It adds spec §3's common properties to every
 * event and page view, debounces page views (spec §9: 1000 ms, only the latest is sent, or at once on request),
 * and swallows every failure (spec §8: the user sees nothing).
 */

/** Spec §9: page views wait for this much quiet; only the latest of a burst is sent. */
export const PAGE_VIEW_DEBOUNCE_MS = 1000;
/** Spec §9: the identity cookie lives a year. */
export const IDENTITY_COOKIE_DAYS = 365;

type Result = { promise?: Promise<unknown> } | void;

/** The part of the Amplitude browser SDK this client uses (the module namespace of `@amplitude/analytics-browser`). */
export interface AmplitudeSdk {
  init(apiKey: string, options?: Record<string, unknown>): Result;
  getUserId(): string | undefined;
  getDeviceId(): string | undefined;
  setUserId(userId: string | undefined): void;
  identify(identify: unknown): Result;
  track(
    eventType: string,
    eventProperties?: Record<string, unknown>,
    eventOptions?: { user_id?: string; device_id?: string },
  ): Result;
  flush(): Result;
  reset(): void;
  Identify: new () => { set(property: string, value: never): unknown };
}

export interface AnalyticsOptions {
  /** The brand's Amplitude key; absent → a client that does nothing and loads nothing. */
  apiKey: string | null | undefined;
  /** The SDK's serverUrl (an EU endpoint, a proxy, a test collector); absent → the SDK's default. */
  serverUrl?: string | null;
  /** The build's brand: sent as `product_brand` (`brand` itself is fixed, see `brandProperties`). */
  brand: BrandKey;
  /** Whether the identity cookie must be Secure. */
  secureCookies?: boolean;
  /** How the SDK is loaded; the default imports the real package (a chunk of its own). */
  load?: () => Promise<AmplitudeSdk>;
  pageViewDebounceMs?: number;
}

export interface Analytics {
  readonly enabled: boolean;
  /** Identifies the signed-in user with traits and sets the common properties of every later event. */
  identify(identity: AnalyticsIdentity): void;
  /** A product event from the catalogue. */
  track<E extends EventName>(name: E, properties: EventProperties<E>): void;
  /** A page view: debounced unless `immediate`. */
  page(name: string, properties?: Properties, options?: { immediate?: boolean }): void;
  /** Sends a debounced page view now, if one is waiting. */
  flushPageView(): void;
  /** Sign-out: sends what is waiting, then forgets the user (new anonymous id, no user id, no common properties). */
  reset(): void;
}

const noop = () => undefined;

/** The SDK options: nothing captured automatically, no remote config or diagnostics, a 365-day identity cookie. */
export function sdkOptions(options: Pick<AnalyticsOptions, "serverUrl" | "secureCookies">): Record<string, unknown> {
  return {
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    // Page views, sessions, attribution, forms and clicks are the product's own decisions, not the SDK's.
    autocapture: false,
    fetchRemoteConfig: false,
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    identityStorage: "cookie",
    cookieOptions: { expiration: IDENTITY_COOKIE_DAYS, sameSite: "Lax", secure: Boolean(options.secureCookies) },
    // User ids are database ids ("7"); Amplitude's default minimum length is 5.
    minIdLength: 1,
    // The SDK's own logging off: analytics failures stay silent (spec §8).
    logLevel: 0,
  };
}

/**
 * Who an event belongs to, fixed when it is tracked: the SDK fills these in only later, as it processes the event,
 * and an event tracked just before a reset (sign-out) would otherwise go out under the new anonymous id.
 */
function identityNow(sdk: AmplitudeSdk): { user_id?: string; device_id?: string } {
  const userId = sdk.getUserId();
  const deviceId = sdk.getDeviceId();
  return { ...(userId ? { user_id: userId } : {}), ...(deviceId ? { device_id: deviceId } : {}) };
}

const defaultLoad = () => import("@amplitude/analytics-browser") as unknown as Promise<AmplitudeSdk>;

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { apiKey, brand } = options;
  const debounceMs = options.pageViewDebounceMs ?? PAGE_VIEW_DEBOUNCE_MS;
  const brandFields = brandProperties(brand);
  const anonymous = (): CommonProperties => ({ is_proxy_session: false, ...brandFields });
  let common: CommonProperties = anonymous();
  let identifiedAs: string | null = null;
  let sdk: Promise<AmplitudeSdk | null> | null = null;
  let pendingPage: Properties | null = null;
  let pageTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = (result: Result) => {
    if (result && typeof result === "object" && result.promise && typeof result.promise.catch === "function") {
      result.promise.catch(noop);
    }
  };

  function loaded(): Promise<AmplitudeSdk | null> {
    sdk ??= (options.load ?? defaultLoad)()
      .then(async (module) => {
        // Wait for init: until it has read the identity cookie, the SDK cannot say whom it last identified.
        const init = module.init(apiKey as string, sdkOptions(options));
        await (init && typeof init === "object" ? init.promise : undefined)?.catch(noop);
        return module;
      })
      .catch(() => null);
    return sdk;
  }

  /** Runs `call` on the loaded SDK, in call order; any throw or rejection is swallowed. */
  function run(call: (sdk: AmplitudeSdk) => Result) {
    if (!apiKey) return;
    loaded()
      .then((module) => {
        if (module) settle(call(module));
      })
      .catch(noop);
  }

  function sendPendingPage() {
    if (pageTimer !== undefined) clearTimeout(pageTimer);
    pageTimer = undefined;
    const page = pendingPage;
    pendingPage = null;
    // The common properties of the moment it is sent: a page view outlives no identity change unsent (see reset).
    if (page) {
      const properties = { ...page, ...common };
      run((module) => module.track(PAGE_VIEW_EVENT, properties, identityNow(module)));
    }
  }

  return {
    enabled: Boolean(apiKey),

    identify(identity) {
      if (!apiKey) return;
      common = { ...identity.properties, ...brandFields };
      const key = JSON.stringify([identity.userId, identity.traits]);
      if (key === identifiedAs) return;
      identifiedAs = key;
      const traits = { ...identity.traits, ...brandFields };
      run((module) => {
        // Another user was identified in this browser without a sign-out here (a session that expired): start afresh
        // rather than join two people under one anonymous id.
        const previous = module.getUserId();
        if (previous && previous !== identity.userId) module.reset();
        module.setUserId(identity.userId);
        const identify = new module.Identify();
        for (const [trait, value] of Object.entries(traits)) identify.set(trait, value as never);
        return module.identify(identify);
      });
    },

    track(name, properties) {
      const all = { ...(properties as Properties), ...common };
      run((module) => module.track(name, all, identityNow(module)));
    },

    page(name, properties = {}, { immediate = false } = {}) {
      if (!apiKey) return;
      pendingPage = { ...properties, page_name: name };
      if (immediate) return sendPendingPage();
      if (pageTimer !== undefined) clearTimeout(pageTimer);
      pageTimer = setTimeout(sendPendingPage, debounceMs);
    },

    flushPageView() {
      sendPendingPage();
    },

    reset() {
      if (!apiKey) return;
      sendPendingPage();
      common = anonymous();
      identifiedAs = null;
      run((module) => {
        module.reset();
        return module.flush();
      });
    },
  };
}
