import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { appMeta } from "./db/schema/index";
import type { Env } from "./env";

const LOCAL_SECRET_KEY = "local:session-secret";

/**
 * SESSION_SECRET, or in the local stage (where it may be unset) a random one generated once and kept in the
 * database, so a restart keeps cookies and provider keys valid without anyone having to invent a secret.
 */
export async function resolveSessionSecret(env: Env, db: Database): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  await db
    .insert(appMeta)
    .values({ key: LOCAL_SECRET_KEY, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, LOCAL_SECRET_KEY));
  return row.value;
}
