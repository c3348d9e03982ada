/** Rows of a raw query (`db.execute`), whichever driver answered (PGlite answers `{ rows }`, node-postgres too; some an array). */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
