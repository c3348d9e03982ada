// Production identity's configuration (ADR 040): the user pool comes from COGNITO_USER_POOL_ID or a Cognito
// OIDC_ISSUER, and a server whose users sign in elsewhere refuses to start without a pool to administer them in.
import { describe, expect, test } from "vitest";
import { ConfigError, loadEnv, requireAccountAdministration } from "../../server/env";

const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe("Cognito configuration", () => {
  test("a Cognito issuer names the pool and its region", () => {
    const env = loadEnv({
      OIDC_ISSUER: "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyZ",
      OIDC_CLIENT_SECRET: "secret",
    });
    expect(env.cognito).toEqual({ userPoolId: "eu-west-1_AbC123xyZ", region: "eu-west-1", endpoint: null });
    expect(requireAccountAdministration(env)).toBe(env);
  });

  test("another issuer (a custom domain, the emulator) takes the pool, region and endpoint from their variables", () => {
    const env = loadEnv({
      OIDC_ISSUER: "http://127.0.0.1:9229/local_5Ab2",
      OIDC_CLIENT_SECRET: "secret",
      COGNITO_USER_POOL_ID: "local_5Ab2",
      COGNITO_ENDPOINT: "http://127.0.0.1:9229",
    });
    expect(env.cognito).toEqual({ userPoolId: "local_5Ab2", region: "local", endpoint: "http://127.0.0.1:9229" });
  });

  test("without a pool the server refuses to start, naming the variable", () => {
    const env = loadEnv({ OIDC_ISSUER: "https://login.example.test", OIDC_CLIENT_SECRET: "secret" });
    expect(env.cognito).toBeNull();
    expect(() => requireAccountAdministration(env)).toThrow(/COGNITO_USER_POOL_ID is required when OIDC_ISSUER is set/);
    // Unless the Main API runs elsewhere: that deployment administers the accounts.
    const appOnly = loadEnv({
      OIDC_ISSUER: "https://login.example.test",
      OIDC_CLIENT_SECRET: "secret",
      MAIN_API_URL: "https://api.example.test/api/v2",
    });
    expect(requireAccountAdministration(appOnly)).toBe(appOnly);
  });

  test("the embedded provider administers its own accounts", () => {
    const env = loadEnv({});
    expect(env.cognito).toBeNull();
    expect(requireAccountAdministration(env)).toBe(env);
  });

  test.each([
    [
      "COGNITO_USER_POOL_ID",
      { COGNITO_USER_POOL_ID: "not a pool", OIDC_ISSUER: "https://x.test", OIDC_CLIENT_SECRET: "s" },
    ],
    ["COGNITO_USER_POOL_ID", { COGNITO_USER_POOL_ID: "eu-west-1_AbC123xyZ" }],
    ["COGNITO_ENDPOINT", { COGNITO_ENDPOINT: "http://127.0.0.1:9229" }],
    ["COGNITO_ENDPOINT", { COGNITO_ENDPOINT: "not a url", OIDC_ISSUER: "https://x.test", OIDC_CLIENT_SECRET: "s" }],
    ["AWS_REGION", { AWS_REGION: "EU West" }],
    [
      "COGNITO_USER_POOL_ID",
      {
        OIDC_ISSUER: "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123xyZ",
        OIDC_CLIENT_SECRET: "s",
        COGNITO_USER_POOL_ID: "eu-west-1_Other999",
      },
    ],
  ])("a bad %s stops the start with a message naming it", (name, source) => {
    const problems = problemsOf(source as Record<string, string>);
    expect(problems).toHaveLength(1);
    expect(problems[0].startsWith(`${name} `)).toBe(true);
  });
});
