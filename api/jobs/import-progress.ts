import { and, eq } from "drizzle-orm";
import type { Logger } from "../../server/logger";
import { databaseKind, type Database } from "../../server/db/client";
import { jobCandidateImports } from "../../server/db/schema/index";

/** The shortest time between two progress writes of one import (its rows take about 3 ms each on PostgreSQL). */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * A confirmed import's progress, told row by row. Its rows go in ONE transaction (all or nothing), so what a status
 * read sees must be written outside it, where every instance of the server reads it (ADR 022).
 */
export interface ImportProgress {
  /** `processed` of the import's `total` rows are done. Called after each row: it never waits for the database. */
  advance(processed: number, total: number): void;
  /** The rows are done or failed: nothing more is written; resolves once a write under way has ended. */
  stop(): Promise<void>;
}

/**
 * PostgreSQL: written to the import's row on another pooled connection (`db`, not the transaction), at most every
 * PROGRESS_INTERVAL_MS and once more after the last row told, so a stalled row still shows where the import stands.
 * PGlite: nothing, as no one could read it. PGlite is one connection in this one process: a status read waits for
 * the import's transaction to end, and then finds the row the import finished.
 */
export function importProgress(db: Database, logger: Logger, importId: number): ImportProgress {
  return databaseKind(db) === "postgres"
    ? storedProgress(db, logger, importId)
    : { advance() {}, stop: async () => {} };
}

function storedProgress(db: Database, logger: Logger, importId: number): ImportProgress {
  let latest = { processed: 0, total: 0 };
  let written = 0;
  let writtenAt = 0;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  // One write at a time, at most one waiting: the import never queues work behind its own progress.
  const schedule = () => {
    if (stopped || writing || timer || latest.processed === written) return;
    timer = setTimeout(write, Math.max(0, writtenAt + PROGRESS_INTERVAL_MS - Date.now()));
  };
  const write = () => {
    timer = null;
    const { processed, total } = latest;
    written = processed;
    writtenAt = Date.now();
    writing = db
      .update(jobCandidateImports)
      .set({ processedRows: processed, totalRows: total, updatedAt: new Date() })
      // A write that comes late never touches a finished import (completed, or failed and emptied).
      .where(and(eq(jobCandidateImports.id, importId), eq(jobCandidateImports.status, "importing")))
      .then(
        () => undefined,
        // Only the progress shown lags: the import carries on. (The error serializer keeps no person's data.)
        (err) => logger.warn({ err, importId }, "writing an import's progress failed"),
      )
      .finally(() => {
        writing = null;
        schedule();
      });
  };

  return {
    advance(processed, total) {
      latest = { processed, total };
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await writing;
    },
  };
}
