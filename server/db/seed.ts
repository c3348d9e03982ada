// The demo data's runner: parts that each run once per database, their marker a row in app_meta. The parts
// themselves belong to the layers whose tables they fill (api/db/seed.ts, idp/seed.ts).
import type { Database } from "./client";
import * as s from "./schema/index";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** One part of the demo data; each part runs at most once per database, recorded in app_meta. */
export interface SeedPart {
  key: string;
  run(tx: Tx): Promise<void>;
  /** Work that must happen outside the part's transaction (e.g. through services with their own connection). */
  afterCommit?(): Promise<void>;
}

/**
 * Runs each part that has not run on this database yet, each in its own transaction with its marker, so a
 * restart (or two servers starting at once on PostgreSQL) never seeds twice. Returns the keys that ran.
 */
export async function seed(db: Database, parts: SeedPart[]): Promise<string[]> {
  const ran: string[] = [];
  for (const part of parts) {
    const didRun = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(s.appMeta)
        .values({ key: part.key, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: s.appMeta.key });
      if (inserted.length === 0) return false;
      await part.run(tx);
      return true;
    });
    if (didRun) {
      await part.afterCommit?.();
      ran.push(part.key);
    }
  }
  return ran;
}
