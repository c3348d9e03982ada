import fs from "node:fs";
import path from "node:path";
import * as configcat from "@configcat/sdk/node";
import type { BrandFeatures } from "../brands/types";
import type { NavFlags } from "../domain/navigation";
import type { UserProfile } from "../domain/profile";
import type { Env } from "./env";
import type { Logger } from "./logger";

/**
 * Remote feature flags (spec §6: a feature-flag service evaluates per user or anonymously), through ConfigCat's
 * current SDK. Evaluated once per request on the server — for navigation and page access — and handed to the
 * browser in the signed-in layout's loader data; the browser never evaluates or fetches flags itself.
 *
 * With CONFIGCAT_SDK_KEY unset the SDK runs offline (OverrideBehaviour.LocalOnly) on FLAGS_FILE, a ConfigCat config
 * JSON (config_v6, the format the CDN serves) read by a custom override data source, so local flags can target
 * users by identifier, role and company exactly as the real service would. docs/telemetry.md shows the format.
 */

/** Each remote flag the product reads: its ConfigCat key, its value when nothing is known, and the brand feature it gates. */
export const REMOTE_FLAGS = {
  academy: { key: "academy", fallback: false, feature: "academy" },
} as const satisfies Record<keyof NavFlags, { key: string; fallback: boolean; feature: keyof BrandFeatures }>;

/** Every flag at its fallback value (what a failed evaluation answers). */
export const FALLBACK_FLAGS: NavFlags = { academy: REMOTE_FLAGS.academy.fallback };

/** Who a flag is evaluated for: identifier = user id; custom attributes role and company (the company id). */
export function flagUser(user: Pick<UserProfile, "id" | "email" | "auth_role" | "company_id"> | null) {
  if (!user) return undefined;
  return new configcat.User(String(user.id), user.email, undefined, {
    role: user.auth_role,
    company: String(user.company_id),
  });
}

/**
 * A ConfigCat override data source over a config JSON file (config_v6 with targeting rules). A plain
 * `{ "flag": value }` map is accepted too, as a simple value per flag. A missing file means no flags (every flag at
 * its fallback); a malformed one throws at start, naming the file.
 */
export class ConfigJsonFileDataSource implements configcat.IOverrideDataSource {
  private readonly settings: Record<string, configcat.Setting>;

  constructor(readonly file: string) {
    this.settings = fs.existsSync(file) ? ConfigJsonFileDataSource.parse(fs.readFileSync(file, "utf8"), file) : {};
  }

  static parse(json: string, source = "flags"): Record<string, configcat.Setting> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      throw new Error(`${source}: not JSON (${(error as Error).message})`);
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      throw new Error(`${source}: expected an object`);
    const isConfigJson = "f" in parsed || "p" in parsed;
    if (!isConfigJson) {
      return Object.fromEntries(
        Object.entries(parsed as Record<string, unknown>).map(([key, value]) => {
          if (typeof value !== "boolean" && typeof value !== "string" && typeof value !== "number") {
            throw new Error(`${source}: flag "${key}" must be a boolean, string or number`);
          }
          return [key, configcat.createSettingFromValue(value)];
        }),
      );
    }
    // prepareConfig links each setting to the config's salt and segments, which targeting rules need.
    const config = parsed as Partial<configcat.ConfigJson.Config>;
    try {
      return { ...(configcat.prepareConfig({ ...config, p: { r: 0, u: "", s: "", ...config.p } }).f ?? {}) };
    } catch (error) {
      throw new Error(`${source}: not a ConfigCat config JSON (${(error as Error).message})`);
    }
  }

  getOverrides(): Record<string, configcat.Setting> {
    return this.settings;
  }
}

export interface FlagsClientOptions {
  /** ConfigCat SDK key; absent → local overrides from `flagsFile`, offline. */
  sdkKey?: string;
  flagsFile: string;
  logger?: configcat.IConfigCatLogger;
}

/** Signed-out visitors are evaluated without a User Object on purpose: not worth ConfigCat's warning 3001. */
const anonymousIsExpected: configcat.LogFilterCallback = (_level, eventId) => eventId !== 3001;

/** A ConfigCat client: polling the CDN with an SDK key, or offline on the local config JSON file. */
export function createFlagsClient({ sdkKey, flagsFile, logger }: FlagsClientOptions): configcat.IConfigCatClient {
  if (sdkKey) {
    return configcat.getClient(sdkKey, configcat.PollingMode.AutoPoll, {
      pollIntervalSeconds: 60,
      // The first request of a fresh process waits at most this long for the config; later ones never wait.
      maxInitWaitTimeSeconds: 3,
      logger,
      logFilter: anonymousIsExpected,
    });
  }
  const file = path.resolve(flagsFile);
  // getClient shares one client per key: a key per file keeps clients of different files apart (tests).
  return configcat.getClient(`local-overrides:${file}`, configcat.PollingMode.ManualPoll, {
    flagOverrides: { dataSource: new ConfigJsonFileDataSource(file), behaviour: configcat.OverrideBehaviour.LocalOnly },
    logger,
    logFilter: anonymousIsExpected,
  });
}

/** ConfigCat's log lines into the server's logger (warnings and errors only). */
function configcatLogger(logger: Logger): configcat.IConfigCatLogger {
  return {
    level: configcat.LogLevel.Warn,
    log(level, eventId, message, exception) {
      const entry = { eventId, err: exception };
      if (level <= configcat.LogLevel.Error) logger.error(entry, `ConfigCat: ${String(message)}`);
      else logger.warn(entry, `ConfigCat: ${String(message)}`);
    },
  };
}

/** One client per SDK key or overrides file (tests start servers on different files in one process). */
const shared = new Map<string, configcat.IConfigCatClient>();

/** The process's flags client for this configuration, for the pages and the API alike. */
export function sharedFlagsClient(
  env: Pick<Env, "CONFIGCAT_SDK_KEY" | "FLAGS_FILE">,
  logger: Logger,
): configcat.IConfigCatClient {
  const key = env.CONFIGCAT_SDK_KEY || `file:${env.FLAGS_FILE}`;
  const existing = shared.get(key);
  if (existing) return existing;
  let client: configcat.IConfigCatClient;
  const options = { sdkKey: env.CONFIGCAT_SDK_KEY, flagsFile: env.FLAGS_FILE, logger: configcatLogger(logger) };
  try {
    client = createFlagsClient(options);
  } catch (error) {
    // A malformed FLAGS_FILE: said loudly once, then every flag at its fallback (pages keep working).
    logger.error({ err: error }, "feature flags: FLAGS_FILE is unusable; every flag is at its fallback");
    client = createFlagsClient({ ...options, flagsFile: `${env.FLAGS_FILE}.unusable` });
  }
  shared.set(key, client);
  return client;
}

/** The flags of one client for this user (or anonymously, for null). A failed evaluation answers the fallbacks. */
export async function evaluateFlagsWith(
  client: configcat.IConfigCatClient,
  user: Parameters<typeof flagUser>[0],
): Promise<NavFlags> {
  try {
    const who = flagUser(user);
    return { academy: await client.getValueAsync(REMOTE_FLAGS.academy.key, REMOTE_FLAGS.academy.fallback, who) };
  } catch {
    return FALLBACK_FLAGS;
  }
}

/**
 * The brand's features with each remote flag applied: a feature is on only when the brand ships it AND its remote
 * flag (where one exists) is on. What the browser receives as `features`.
 */
export function effectiveFeatures(features: BrandFeatures, flags: NavFlags): BrandFeatures {
  const result = { ...features };
  for (const [name, flag] of Object.entries(REMOTE_FLAGS) as [
    keyof NavFlags,
    (typeof REMOTE_FLAGS)[keyof NavFlags],
  ][]) {
    result[flag.feature] = features[flag.feature] && flags[name];
  }
  return result;
}
