// server/env.ts: every bad value stops the server with a message that names the variable.
import { describe, expect, test } from "vitest";
import { ConfigError, loadEnv } from "../../../server/env";

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`loadEnv accepted ${JSON.stringify(source)}`);
}

describe("loadEnv", () => {
  test("accepts an empty environment with the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      STAGE: "local",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      SEED_DEMO_DATA: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.embeddedApi && env.embeddedIdp).toBe(true);
  });

  test.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["STAGE", { STAGE: "qa" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://user@localhost/db" }],
    ["SESSION_SECRET", { STAGE: "staging", PUBLIC_URL: "https://staging.example.test" }],
    ["SESSION_SECRET", { SESSION_SECRET: "too-short" }],
    ["PUBLIC_URL", { STAGE: "prod", SESSION_SECRET: "x".repeat(32) }],
    ["OIDC_CLIENT_SECRET", { OIDC_ISSUER: "https://issuer.example.test" }],
    ["OIDC_ISSUER", { OIDC_ISSUER: "not a url", OIDC_CLIENT_SECRET: "s" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["DEMO_PASSWORD", { DEMO_PASSWORD: "short" }],
  ])("rejects a bad %s, naming it", (name, source) => {
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0].startsWith(`${name} `)).toBe(true);
  });

  test("names every bad variable at once", () => {
    const problems = problemsOf({ PORT: "abc", STAGE: "qa" });
    expect(problems.map((p) => p.split(" ")[0]).sort()).toEqual(["PORT", "STAGE"]);
  });

  test("accepts a complete staging configuration", () => {
    const env = loadEnv({
      STAGE: "staging",
      PUBLIC_URL: "https://staging.example.test/",
      SESSION_SECRET: "s".repeat(32),
      DATABASE_URL: "postgres://app@db.internal/app",
      OIDC_ISSUER: "https://cognito.example.test/pool",
      OIDC_CLIENT_SECRET: "secret",
    });
    expect(env).toMatchObject({ PUBLIC_URL: "https://staging.example.test", secureCookies: true, embeddedIdp: false });
  });
});
