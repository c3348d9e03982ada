import { describe, expect, it } from "vitest";
import coaching from "../../../brands/coaching/index";
import hb from "../../../brands/hb/index";
import { loadEnv } from "../../../server/env";
import {
  AMPLITUDE_DEFAULT_ORIGIN,
  analyticsIdentity,
  signedInTelemetry,
  telemetryConfig,
  telemetryCsp,
} from "../../../app/telemetry/config.server";
import type { UserProfile } from "../../../domain/profile";

const owner: UserProfile = {
  id: 42,
  email: "owner@harbor-dental.test",
  first: "Olivia",
  last: "Owner",
  company: {
    id: 3,
    name: "Harbor Dental",
    go_high_level_location_id: "ghl-harbor-102",
    industry: "Healthcare",
    created_at: "2025-01-02T00:00:00.000Z",
  },
  company_id: 3,
  auth_role: "COMPANY_OWNER",
  active: 1,
  created_at: "2025-02-03T00:00:00.000Z",
  permissions: { can_view_hiring_pipeline: true },
};
const session = { createdAt: new Date("2026-03-01T09:00:00.000Z"), data: {} };
const env = (vars: Record<string, string> = {}) => loadEnv({ LOG_LEVEL: "silent", ...vars });

describe("analyticsIdentity (spec §3)", () => {
  it("has the user fields plus the company traits and brand", () => {
    const identity = analyticsIdentity({ profile: owner, proxy: false, session, brand: hb });
    expect(identity.userId).toBe("42");
    expect(identity.traits).toEqual({
      id: 42,
      email: "owner@harbor-dental.test",
      first: "Olivia",
      last: "Owner",
      company_id: 3,
      auth_role: "COMPANY_OWNER",
      active: 1,
      created_at: "2025-02-03T00:00:00.000Z",
      can_view_hiring_pipeline: true,
      go_high_level_location_id: "ghl-harbor-102",
      industry: "Healthcare",
      company_name: "Harbor Dental",
      company_created_at: "2025-01-02T00:00:00.000Z",
      company: { id: 3, name: "Harbor Dental" },
      brand: "hb",
      product_brand: "hb",
    });
    expect(identity.sessionStartedAt).toBe("2026-03-01T09:00:00.000Z");
  });

  it("outside a proxy session: no proxy ids, the user's email, brand fixed as hb and the build's own brand", () => {
    const identity = analyticsIdentity({ profile: owner, proxy: false, session, brand: coaching });
    expect(identity.properties).toEqual({
      is_proxy_session: false,
      email: "owner@harbor-dental.test",
      brand: "hb",
      product_brand: "coaching",
    });
    expect(identity.traits).toMatchObject({ brand: "hb", product_brand: "coaching" });
  });

  it("in a proxy session: the proxy user id, the super user's id, and the signed-in super admin's email", () => {
    const proxied = {
      ...owner,
      superAdmin: { id: 1, email: "ava.admin@provider.test", first: "Ava", last: "Admin" },
    };
    const identity = analyticsIdentity({
      profile: proxied,
      proxy: true,
      session: { ...session, data: { proxyUserId: 42, superUser: { id: 1, email: "ava.admin@provider.test" } } },
      brand: hb,
    });
    expect(identity.properties).toEqual({
      is_proxy_session: true,
      proxy_user_id: 42,
      proxy_super_user_id: 1,
      email: "ava.admin@provider.test",
      brand: "hb",
      product_brand: "hb",
    });
    // The traits stay the acting user's.
    expect(identity.traits.email).toBe("owner@harbor-dental.test");
  });

  it("a proxy session without a stored super user carries no proxy_super_user_id", () => {
    const identity = analyticsIdentity({
      profile: owner,
      proxy: true,
      session: { ...session, data: { proxyUserId: 42 } },
      brand: hb,
    });
    expect(identity.properties).toEqual({
      is_proxy_session: true,
      proxy_user_id: 42,
      brand: "hb",
      product_brand: "hb",
    });
  });
});

describe("telemetryConfig and the CSP", () => {
  it("configures no analytics and adds no CSP source without a key", () => {
    expect(telemetryConfig(env(), hb).analytics).toBeNull();
    expect(telemetryCsp(env(), hb)).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] });
  });

  it("passes the key and server URL to the browser and allows the server's origin to be connected to", () => {
    const vars = env({ AMPLITUDE_API_KEY: "abc123", AMPLITUDE_SERVER_URL: "http://127.0.0.1:4790/2/httpapi" });
    expect(telemetryConfig(vars, hb)).toEqual({
      brand: "hb",
      analytics: { apiKey: "abc123", serverUrl: "http://127.0.0.1:4790/2/httpapi" },
      secureCookies: false,
    });
    expect(telemetryCsp(vars, hb).connectSrc).toEqual(["http://127.0.0.1:4790"]);
    expect(telemetryCsp(env({ AMPLITUDE_API_KEY: "abc123" }), hb).connectSrc).toEqual([AMPLITUDE_DEFAULT_ORIGIN]);
  });

  it("allows the chat script's origin only for a brand with chat", () => {
    const vars = env({ SUPPORT_CHAT_URL: "https://widget.chat.example/v1/loader.js" });
    expect(telemetryCsp(vars, hb)).toEqual({
      scriptSrc: ["https://widget.chat.example"],
      connectSrc: ["https://widget.chat.example"],
      imgSrc: ["https://widget.chat.example"],
      frameSrc: ["https://widget.chat.example"],
    });
    expect(telemetryCsp(vars, coaching).scriptSrc).toEqual([]);
  });

  it("rejects a chat or analytics URL that is not absolute", () => {
    expect(() => env({ SUPPORT_CHAT_URL: "/widget.js" })).toThrow(/SUPPORT_CHAT_URL/);
    expect(() => env({ AMPLITUDE_SERVER_URL: "collector" })).toThrow(/AMPLITUDE_SERVER_URL/);
  });

  it("signedInTelemetry: the queue records the acting user's events; the chat follows its plan", () => {
    const local = signedInTelemetry({
      profile: owner,
      proxy: false,
      session,
      env: env({ SUPPORT_CHAT_URL: "https://chat.example/w.js" }),
      brand: hb,
    });
    expect(local.userEventsUserId).toBe(42);
    expect(local.supportChat).toBeNull();
    const prod = signedInTelemetry({
      profile: owner,
      proxy: false,
      session,
      env: env({
        SUPPORT_CHAT_URL: "https://chat.example/w.js",
        STAGE: "prod",
        SESSION_SECRET: "x".repeat(32),
        PUBLIC_URL: "https://app.example",
      }),
      brand: hb,
    });
    expect(prod.supportChat?.user).toEqual({
      id: "42",
      email: "owner@harbor-dental.test",
      name: "Olivia Owner",
      company: "Harbor Dental",
    });
  });
});
