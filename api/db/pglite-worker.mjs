// @ts-check
// The embedded database's own thread: PGlite persisted in `workerData.dataDir`, answering the queries that
// pglite-thread.ts posts from the server's main thread (ADR 048). Plain JavaScript beside client.ts so that one
// relative URL finds it from the sources and beside server.mjs in a build (scripts/build.mjs copies it).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/**
 * @typedef {{ id: number; op: "query"; sql: string; params?: unknown[]; rowMode?: "array" | "object"; textTypes?: number[]; tx?: number }
 *   | { id: number; op: "begin" }
 *   | { id: number; op: "end"; tx: number; commit: boolean }
 *   | { id: number; op: "close" }} Request
 */

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const { dataDir, startParams } = /** @type {{ dataDir: string; startParams: string[] }} */ (workerData);

/** What an error carries across the thread: its message and PostgreSQL's fields (code, detail, constraint…). */
function plainError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function") continue;
    fields[key] = typeof value === "object" && value !== null ? String(value) : value;
  }
  return fields;
}

/** Parsers that leave these types' values as PostgreSQL's text (what drizzle asks for dates, times and intervals). */
const asText = (/** @type {number[] | undefined} */ types) =>
  types && Object.fromEntries(types.map((type) => [type, (/** @type {string} */ value) => value]));

const db = new PGlite(dataDir, { startParams });

/** Open transactions by id: PGlite's transaction object and how to end its callback (commit or roll back). */
/** @type {Map<number, { tx: import("@electric-sql/pglite").Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>} */
const transactions = new Map();
let nextTransaction = 1;

/** @param {number} id @param {unknown} value */
const answer = (id, value) => port.postMessage({ id, ok: true, value });
/** @param {number} id @param {unknown} error */
const refuse = (id, error) => port.postMessage({ id, ok: false, error: plainError(error) });

/** The connection a request runs on: its transaction's, or the database's (which waits while a transaction runs). */
function on(/** @type {number | undefined} */ tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function handle(/** @type {Request} */ request) {
  switch (request.op) {
    case "query": {
      const result = await on(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: asText(request.textTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "begin":
      // PGlite runs BEGIN, then the callback, then COMMIT when it resolves or ROLLBACK when it throws: the callback
      // waits for the main thread's "end". Its id is answered once the transaction is open.
      return new Promise((opened, failed) => {
        const id = nextTransaction++;
        /** @type {(commit: boolean) => void} */
        let end = () => {};
        const ended = new Promise((commit, rollBack) => {
          end = (ok) => (ok ? commit(undefined) : rollBack(new Error("rolled back")));
        });
        const done = db.transaction(async (tx) => {
          transactions.set(id, { tx, end, done });
          opened(id);
          await ended;
        });
        done.then(
          () => transactions.delete(id),
          (error) => {
            transactions.delete(id);
            failed(error); // only heard when BEGIN itself failed: otherwise `opened` has settled this promise
          },
        );
      });
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.end(request.commit);
      if (request.commit) await open.done;
      else await open.done.catch(() => {});
      return null;
    }
    case "close":
      await db.close();
      return null;
  }
}

port.on("message", (/** @type {Request} */ request) => {
  handle(request).then(
    (value) => answer(request.id, value),
    (error) => refuse(request.id, error),
  );
});

db.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: plainError(error) }),
);
