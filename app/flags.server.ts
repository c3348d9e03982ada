import fs from "node:fs";
import path from "node:path";
import * as configcat from "@configcat/sdk/node";
import type { AppLoadContext } from "@remix-run/node";
import type { NavFlags } from "~domain/navigation";
import type { UserProfile } from "~domain/profile";

/** The remote flags the product reads, with their value when nothing else is known. */
const DEFAULTS: NavFlags = { academy: false };

let client: configcat.IConfigCatClient | null = null;

/**
 * ConfigCat through its current SDK. With CONFIGCAT_SDK_KEY unset the SDK runs on local overrides from
 * FLAGS_FILE (default flags/local-flags.json), so the embedded default works offline and tests can set flags.
 */
function flagsClient(context: AppLoadContext): configcat.IConfigCatClient {
  if (client) return client;
  const { env } = context.services;
  if (env.CONFIGCAT_SDK_KEY) {
    client = configcat.getClient(env.CONFIGCAT_SDK_KEY, configcat.PollingMode.AutoPoll, { pollIntervalSeconds: 60 });
  } else {
    const file = path.resolve(env.FLAGS_FILE);
    const overrides = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, boolean>) : {};
    client = configcat.getClient("local-overrides/000000000000000000000000", configcat.PollingMode.ManualPoll, {
      flagOverrides: configcat.createFlagOverridesFromMap(overrides, configcat.OverrideBehaviour.LocalOnly),
      logger: configcat.createConsoleLogger(configcat.LogLevel.Off),
    });
  }
  return client;
}

/** Flags for this user (identifier = user id; custom attributes role and company) or anonymously. */
export async function evaluateFlags(context: AppLoadContext, user: UserProfile | null): Promise<NavFlags> {
  const flags = flagsClient(context);
  const who = user
    ? new configcat.User(String(user.id), user.email, undefined, { role: user.auth_role, company: String(user.company_id) })
    : undefined;
  try {
    return { academy: await flags.getValueAsync("academy", DEFAULTS.academy, who) };
  } catch {
    return DEFAULTS;
  }
}
