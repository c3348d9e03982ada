import path from "node:path";
import { z } from "zod";

const STAGES = ["local", "dev", "staging", "prod"] as const;
export type Stage = (typeof STAGES)[number];

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));
const optionalUrl = optionalString.pipe(z.url({ message: "must be an absolute URL" }).optional());
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every environment variable the server reads, with its default. Read once at start; a bad or missing value stops
 * the server with a message naming the variable. README's configuration table documents each one.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    STAGE: z.enum(STAGES).default("local"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    DATA_DIR: z.string().default(".data"),
    MAIN_API_URL: optionalUrl,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).default("web-app"),
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_SCOPES: z.string().default("openid email profile offline_access"),
    /** The Cognito user pool whose accounts the Main API administers (ADR 040); default: OIDC_ISSUER's pool. */
    COGNITO_USER_POOL_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[\w-]+_[0-9a-zA-Z]+$/, "must be a user pool id such as eu-west-1_AbC123xyZ")
        .optional(),
    ),
    /** The user pool's AWS region; default: from OIDC_ISSUER or the pool id. */
    AWS_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must be an AWS region such as eu-west-1")
        .optional(),
    ),
    /** Another Cognito endpoint (the cognito-local emulator); unset → AWS's endpoint for the region. */
    COGNITO_ENDPOINT: optionalUrl,
    SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SESSION_IDLE_MINUTES: positiveInt(30),
    SESSION_ABSOLUTE_HOURS: positiveInt(12),
    SEED_DEMO_DATA: z.enum(["true", "false", "1", "0", ""]).optional(),
    DEMO_PASSWORD: z.string().min(12, "must be at least 12 characters").default("demo-password-2026"),
    INTERNAL_ACCOUNTS: z
      .string()
      .default(
        "ava.admin@provider.test,ben.ops@provider.test,cara.support@provider.test,dan.data@provider.test,eve.product@provider.test,finn.eng@provider.test",
      )
      .transform((v) =>
        v
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** SMTP server for outgoing e-mail (smtp:// or smtps://, credentials in the URL); unset → the outbox table. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    /** The From header of outgoing e-mail, e.g. `"Team" <no-reply@example.com>`; default no-reply@ the brand's host. */
    MAIL_FROM: optionalString,
    /** Where text messages go: `outbox` (the outbox_sms table, shown on /outbox) or `twilio` (its Messages API). */
    SMS_PROVIDER: z.enum(["outbox", "twilio"]).default("outbox"),
    /** Twilio account SID and auth token (the token also checks the STOP webhook's signature). */
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    /** The sending number (E.164) or a Twilio messaging service SID (MG…). */
    SMS_FROM: optionalString,
    /** Base URL of the Twilio-compatible API (default https://api.twilio.com; a test server in tests). */
    SMS_API_URL: optionalUrl,
    /** Shared secret of the HubSpot app that calls POST /hubspot/webhooks/create-company (v3 signatures); unset → 503. */
    HUBSPOT_WEBHOOK_SECRET: optionalString,
    /** ConfigCat SDK key; unset → flags come from FLAGS_FILE (local overrides, works offline). */
    CONFIGCAT_SDK_KEY: optionalString,
    /**
     * Local flags used without CONFIGCAT_SDK_KEY: a ConfigCat config JSON (config_v6: targeting rules by user id,
     * role and company) or a plain { "flag": value } map. See docs/telemetry.md.
     */
    FLAGS_FILE: z.string().default("flags/local-flags.json"),
    /** Amplitude project API key of this deployment (its brand); unset → no analytics SDK is ever loaded. */
    AMPLITUDE_API_KEY: optionalString,
    /**
     * Where the browser's Amplitude SDK sends events (its serverUrl option: an EU endpoint, a proxy, or a test
     * collector); unset → the SDK's default. Its origin is added to the CSP connect-src.
     */
    AMPLITUDE_SERVER_URL: optionalUrl,
    /**
     * Support-chat widget script (brands with `telemetry.supportChat` only), loaded in the signed-in shell; unset →
     * no chat. The script must define `window.SupportChat` (contract in app/telemetry/support-chat.ts); its origin
     * is added to the CSP script-src, connect-src, img-src and frame-src.
     */
    SUPPORT_CHAT_URL: optionalUrl,
    /** The chat vendor's app/workspace id, handed to the widget as `window.SupportChatSettings.appId`. */
    SUPPORT_CHAT_APP_ID: optionalString,
    /** Where the local file store keeps uploads (resumes, imports); default `<DATA_DIR>/uploads`. Unused with S3. */
    UPLOAD_DIR: optionalString,
    /** S3 bucket for uploads; unset → the local store behind signed, expiring URLs. */
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default("us-east-1"),
    /** An S3-compatible endpoint (MinIO, R2…), addressed path-style; unset → AWS's virtual-hosted URLs. */
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** An OpenAI-compatible endpoint for generated text (e.g. https://api.openai.com/v1); unset → templates. */
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    /** How long one request to the AI endpoint may take (ms) before it counts as failed. */
    OPENAI_TIMEOUT_MS: positiveInt(30_000),
    /** Retries after a 5xx, time-out or network error (never after a 4xx), with doubling back-off. */
    OPENAI_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** The first retry's wait (ms); each further retry waits twice as long. */
    OPENAI_BACKOFF_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    /** USD per million prompt / completion tokens, for the cost in the token log line; unset → no cost logged. */
    OPENAI_PRICE_IN_MTOK: z.coerce.number().min(0).optional(),
    OPENAI_PRICE_OUT_MTOK: z.coerce.number().min(0).optional(),
    SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
    TRUST_PROXY: bool(false),
    /** Posts to the public forms (sign-in, reset, sign-up, assessment registration, applying) per address per 10 min. */
    PUBLIC_FORM_LIMIT: positiveInt(100),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["OIDC_CLIENT_SECRET"], message: "is required when OIDC_ISSUER is set" });
    }
    if (env.STAGE !== "local" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: `is required in the ${env.STAGE} stage` });
    }
    for (const problem of cognitoProblems(env)) ctx.addIssue({ code: "custom", ...problem });
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when S3_BUCKET is set" });
    }
    if (env.STAGE !== "local" && !env.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: `is required in the ${env.STAGE} stage` });
    }
    if (env.SMS_PROVIDER === "twilio") {
      for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "SMS_FROM"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER is twilio" });
      }
    }
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      DATA_DIR: path.resolve(env.DATA_DIR),
      UPLOAD_DIR: path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, "uploads")),
      SEED_DEMO_DATA:
        env.SEED_DEMO_DATA === undefined || env.SEED_DEMO_DATA === ""
          ? env.STAGE !== "prod"
          : env.SEED_DEMO_DATA === "true" || env.SEED_DEMO_DATA === "1",
      /** Where the Main API answers over HTTP: MAIN_API_URL, else this server's own /api/v2 (the app's client then
       *  calls the embedded API in-process, ADR 070; this server still PUTs presigned uploads here). */
      apiBaseUrl: (env.MAIN_API_URL ?? `http://127.0.0.1:${env.PORT}/api/v2`).replace(/\/$/, ""),
      /** The OpenID issuer: the embedded provider at /idp unless OIDC_ISSUER is set. */
      issuer: env.OIDC_ISSUER ?? `${publicUrl}/idp`,
      /** Where this server itself reaches the issuer's back-channel endpoints (token, JWKS, revocation): the
       *  embedded provider over loopback, so a server behind a proxy never calls its own public URL. */
      issuerInternal: env.OIDC_ISSUER ?? `http://127.0.0.1:${env.PORT}/idp`,
      /** PUBLIC_URL's origin when PUBLIC_URL is set: page requests reaching this server under any other host are
       *  sent there (server/canonical-host.ts), where the sign-in's cookies live. Null with the default URL. */
      canonicalOrigin: env.PUBLIC_URL ? new URL(publicUrl).origin : null,
      embeddedApi: !env.MAIN_API_URL,
      embeddedIdp: !env.OIDC_ISSUER,
      /** The Cognito user pool that administers accounts with OIDC_ISSUER set; null with the embedded provider. */
      cognito: cognitoSettings(env),
      secureCookies: env.STAGE !== "local",
    };
  });

export type Env = z.output<typeof envSchema>;

type CognitoVars = {
  OIDC_ISSUER?: string;
  COGNITO_USER_POOL_ID?: string;
  AWS_REGION?: string;
  COGNITO_ENDPOINT?: string;
};

/** `https://cognito-idp.<region>.amazonaws.com/<pool id>`: Cognito's issuer names its region and pool. */
const COGNITO_ISSUER = /^https:\/\/cognito-idp\.([a-z0-9-]+)\.amazonaws\.com\/([\w-]+_[0-9a-zA-Z]+)\/?$/;

/** The user pool, its region and endpoint, from the COGNITO_* variables or a Cognito OIDC_ISSUER; null without. */
function cognitoSettings(env: CognitoVars): { userPoolId: string; region: string; endpoint: string | null } | null {
  if (!env.OIDC_ISSUER) return null;
  const fromIssuer = COGNITO_ISSUER.exec(env.OIDC_ISSUER);
  const userPoolId = env.COGNITO_USER_POOL_ID ?? fromIssuer?.[2];
  if (!userPoolId) return null;
  // A pool id starts with its region ("eu-west-1_AbC123xyZ").
  const region = env.AWS_REGION ?? fromIssuer?.[1] ?? userPoolId.slice(0, userPoolId.lastIndexOf("_"));
  return { userPoolId, region, endpoint: env.COGNITO_ENDPOINT ?? null };
}

function cognitoProblems(env: CognitoVars): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (!env.OIDC_ISSUER) {
    for (const name of ["COGNITO_USER_POOL_ID", "COGNITO_ENDPOINT"] as const) {
      if (env[name]) problems.push({ path: [name], message: "needs OIDC_ISSUER (the user pool users sign in at)" });
    }
    return problems;
  }
  const fromIssuer = COGNITO_ISSUER.exec(env.OIDC_ISSUER);
  if (fromIssuer && env.COGNITO_USER_POOL_ID && env.COGNITO_USER_POOL_ID !== fromIssuer[2]) {
    problems.push({
      path: ["COGNITO_USER_POOL_ID"],
      message: `must be OIDC_ISSUER's user pool (${fromIssuer[2]}): users would sign in at one pool and be administered in another`,
    });
  }
  return problems;
}

/**
 * For the server (not the API under test, which gets its identity port from the test): with OIDC_ISSUER set, the
 * Main API running here administers accounts in a Cognito user pool, so the pool must be known.
 */
export function requireAccountAdministration(env: Env): Env {
  if (env.OIDC_ISSUER && env.embeddedApi && !env.cognito) {
    throw new ConfigError([
      "COGNITO_USER_POOL_ID is required when OIDC_ISSUER is set and OIDC_ISSUER is not a Cognito issuer " +
        "(https://cognito-idp.<region>.amazonaws.com/<pool id>): the Main API creates, sets up and resets accounts there",
    ]);
  }
  return env;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws a ConfigError whose lines each start with the variable's name. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".") || "(environment)"} ${i.message}`));
  }
  return result.data;
}
