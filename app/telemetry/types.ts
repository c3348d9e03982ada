import type { BrandKey } from "../../brands/types";

/** Values an analytics property or trait may hold. */
export type PropertyValue = string | number | boolean | null | PropertyValue[] | { [key: string]: PropertyValue };
export type Properties = Record<string, PropertyValue>;

/**
 * Spec §3 "Analytics identity": what every event and page view carries besides its own properties.
 * proxy_user_id only in a proxy session; proxy_super_user_id only in a proxy session with a super user; email of the
 * signed-in identity (the super admin's own during impersonation) when present.
 */
export interface CommonProperties extends BrandProperties {
  is_proxy_session: boolean;
  proxy_user_id?: number;
  proxy_super_user_id?: number;
  email?: string;
  [key: string]: PropertyValue | undefined;
}

/**
 * Spec §3 fixes `brand` as "hb" on every event and page view (and the identity's traits), whichever build sends it;
 * the build's own brand goes in `product_brand`, so the brands can still be told apart (docs/telemetry.md).
 */
export const ANALYTICS_BRAND = "hb";

export interface BrandProperties {
  brand: typeof ANALYTICS_BRAND;
  product_brand: BrandKey;
}

export function brandProperties(productBrand: BrandKey): BrandProperties {
  return { brand: ANALYTICS_BRAND, product_brand: productBrand };
}

/** Who the browser identifies to analytics, built on the server from the profile and the session. */
export interface AnalyticsIdentity {
  /** The acting user's id (the impersonated user's in a proxy session). */
  userId: string;
  /**
   * The user fields plus go_high_level_location_id, industry, company_name, company_created_at, company, brand (and
   * product_brand).
   */
  traits: Properties;
  properties: CommonProperties;
  /** When the server session began: a value not seen before in this browser is a sign-in. */
  sessionStartedAt: string;
}

/** The browser-safe telemetry configuration of every page (root loader data). */
export interface TelemetryConfig {
  brand: BrandKey;
  /** Null when no Amplitude key is configured: then the SDK is never loaded. */
  analytics: { apiKey: string; serverUrl: string | null } | null;
  /** Whether cookies must be Secure (every stage but local). */
  secureCookies: boolean;
}

/** The support-chat plan of a signed-in page; null when the chat is skipped (see `supportChatPlan`). */
export interface SupportChatPlan {
  scriptUrl: string;
  appId: string | null;
  user: { id: string; email: string; name: string; company: string };
}

/** The signed-in layout's telemetry (its loader data). */
export interface SignedInTelemetry {
  identity: AnalyticsIdentity;
  /** Whose user events the browser queues (the acting user: the API stores events for them). */
  userEventsUserId: number;
  supportChat: SupportChatPlan | null;
}
