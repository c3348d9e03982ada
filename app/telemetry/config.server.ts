import type { BrandConfig } from "../../brands/types";
import type { Env } from "../../server/env";
import type { UserProfile } from "~domain/profile";
import { supportChatPlan } from "./support-chat";
import {
  brandProperties,
  type AnalyticsIdentity,
  type CommonProperties,
  type Properties,
  type SignedInTelemetry,
  type TelemetryConfig,
} from "./types";

/**
 * Telemetry decisions made on the server from the environment, the brand and the session, handed to the browser
 * in loader data (root: `telemetryConfig`; signed-in layout: `signedInTelemetry`), and the CSP sources the
 * configured third parties need (server.ts).
 */

type TelemetryEnv = Pick<
  Env,
  "STAGE" | "AMPLITUDE_API_KEY" | "AMPLITUDE_SERVER_URL" | "SUPPORT_CHAT_URL" | "SUPPORT_CHAT_APP_ID" | "secureCookies"
>;

/** Where the Amplitude SDK sends events when AMPLITUDE_SERVER_URL is unset (its US default). */
export const AMPLITUDE_DEFAULT_ORIGIN = "https://api2.amplitude.com";

/** The browser-safe telemetry configuration of every page. The Amplitude key is a public write key. */
export function telemetryConfig(env: TelemetryEnv, brand: Pick<BrandConfig, "brand">): TelemetryConfig {
  return {
    brand: brand.brand,
    analytics: env.AMPLITUDE_API_KEY
      ? { apiKey: env.AMPLITUDE_API_KEY, serverUrl: env.AMPLITUDE_SERVER_URL ?? null }
      : null,
    secureCookies: env.secureCookies,
  };
}

/** The extra CSP sources of the configured third parties: none when nothing is configured. */
export function telemetryCsp(
  env: Pick<TelemetryEnv, "AMPLITUDE_API_KEY" | "AMPLITUDE_SERVER_URL" | "SUPPORT_CHAT_URL">,
  brand: Pick<BrandConfig, "telemetry">,
) {
  const analytics = env.AMPLITUDE_API_KEY
    ? [env.AMPLITUDE_SERVER_URL ? new URL(env.AMPLITUDE_SERVER_URL).origin : AMPLITUDE_DEFAULT_ORIGIN]
    : [];
  const chat = brand.telemetry.supportChat && env.SUPPORT_CHAT_URL ? [new URL(env.SUPPORT_CHAT_URL).origin] : [];
  return {
    scriptSrc: chat,
    connectSrc: [...new Set([...analytics, ...chat])],
    imgSrc: chat,
    frameSrc: chat,
  };
}

export interface SignedInInput {
  /** The acting profile (the impersonated user's during a proxy session). */
  profile: UserProfile;
  proxy: boolean;
  session: {
    createdAt: Date;
    data: { proxyUserId?: number; superUser?: { id: number; email: string } };
  };
  env: TelemetryEnv;
  brand: Pick<BrandConfig, "brand" | "telemetry">;
}

/** Spec §3 "Analytics identity": traits of the acting user and the properties every event carries. */
export function analyticsIdentity({ profile, proxy, session, brand }: Omit<SignedInInput, "env">): AnalyticsIdentity {
  const { company } = profile;
  const traits: Properties = {
    id: profile.id,
    email: profile.email,
    first: profile.first,
    last: profile.last,
    company_id: profile.company_id,
    auth_role: profile.auth_role,
    active: profile.active,
    created_at: profile.created_at,
    can_view_hiring_pipeline: profile.permissions.can_view_hiring_pipeline,
    go_high_level_location_id: company.go_high_level_location_id ?? null,
    industry: company.industry ?? null,
    company_name: company.name,
    company_created_at: company.created_at ?? null,
    company: { id: company.id, name: company.name },
    ...brandProperties(brand.brand),
  };
  const superUser =
    session.data.superUser ??
    (profile.superAdmin ? { id: profile.superAdmin.id, email: profile.superAdmin.email } : undefined);
  // The signed-in identity: the super admin during impersonation, otherwise the user.
  const email = proxy ? superUser?.email : profile.email;
  const properties: CommonProperties = {
    is_proxy_session: proxy,
    ...(proxy && session.data.proxyUserId ? { proxy_user_id: session.data.proxyUserId } : {}),
    ...(proxy && superUser ? { proxy_super_user_id: superUser.id } : {}),
    ...(email ? { email } : {}),
    ...brandProperties(brand.brand),
  };
  return {
    userId: String(profile.id),
    traits,
    properties,
    sessionStartedAt: session.createdAt.toISOString(),
  };
}

/** Everything the signed-in layout hands to the browser's telemetry. */
export function signedInTelemetry(input: SignedInInput): SignedInTelemetry {
  return {
    identity: analyticsIdentity(input),
    userEventsUserId: input.profile.id,
    supportChat: supportChatPlan({ brand: input.brand, env: input.env, user: input.profile, proxy: input.proxy }),
  };
}
