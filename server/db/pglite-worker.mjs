// @ts-check
// The embedded database's own thread: PGlite persisted in `workerData.dataDir`, answering the queries that
// pglite-thread.ts posts from the server's main thread (ADR 048). Plain JavaScript beside client.ts so that one
// relative URL finds it from the sources and beside server.mjs in a build (scripts/build.mjs copies it).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol } from "@electric-sql/pglite";

/**
 * @typedef {{ id: number; op: "query"; sql: string; params?: unknown[]; rowMode?: "array" | "object"; textTypes?: number[]; tx?: number }
 *   | { id: number; op: "begin"; tx: number }
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

/**
 * Transactions by the id the main thread gave them: each is PGlite's transaction object once open, and how to end
 * its callback (commit or roll back). Registered as the "begin" arrives, before it is open, so that the statements
 * posted right behind it (the main thread does not wait for the BEGIN: one exchange fewer) wait for it to open.
 */
/** @typedef {{ tx: import("@electric-sql/pglite").Transaction; end: (commit: boolean) => void; done: Promise<unknown> }} OpenTransaction */
/** @type {Map<number, Promise<OpenTransaction>>} */
const transactions = new Map();

/** @param {number} id @param {unknown} value */
const answer = (id, value) => port.postMessage({ id, ok: true, value });
/** @param {number} id @param {unknown} error */
const refuse = (id, error) => port.postMessage({ id, ok: false, error: plainError(error) });

/** The connection a request runs on: its transaction's, or the database's (which waits while a transaction runs). */
async function on(/** @type {number | undefined} */ tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return (await open).tx;
}

/**
 * Statements outside a transaction run as named prepared statements, as node-postgres runs drizzle's on a server
 * (ADR 049): PostgreSQL parses each SQL text once and keeps its plan, and an execution is one exchange with PGlite
 * (bind, execute, sync) where its `query` makes six (parse, describe, bind, describe, execute, sync) and plans anew.
 * A text is prepared the second time it comes: one-off statements (the demo data's inserts, migrations) are not
 * kept, each kept plan being memory PGlite never gives back. The texts are drizzle's, one per query shape; past
 * MAX_PREPARED they are all dropped and prepared again as they come back.
 */
const MAX_PREPARED = 200;
/** Texts seen once, not yet prepared (forgotten past MAX_PREPARED too). */
const seenOnce = new Set();
/** @typedef {import("@electric-sql/pglite").messages.BackendMessage} BackendMessage */
/** @type {Map<string, { name: string; paramTypes: number[]; row: BackendMessage | null }>} */
const prepared = new Map();
let nextStatement = 1;
const { serialize } = protocol;
/** The protocol exchanges of preparing: nothing to write to disk (an execution's own exchange syncs as usual). */
const NO_SYNC = { syncToFs: false };

function joined(/** @type {Uint8Array[]} */ ...parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The statement of this SQL text, prepared on its second use; null the first time, and when PostgreSQL refuses it
 * (the caller then runs it plainly).
 */
async function statementOf(/** @type {string} */ sql) {
  const known = prepared.get(sql);
  if (known) return known;
  if (!seenOnce.has(sql)) {
    if (seenOnce.size >= MAX_PREPARED) seenOnce.clear();
    seenOnce.add(sql);
    return null;
  }
  seenOnce.delete(sql);
  if (prepared.size >= MAX_PREPARED) {
    await db.execProtocol(serialize.query("deallocate all"), NO_SYNC);
    prepared.clear();
  }
  const name = `s${nextStatement++}`;
  const exchange = joined(
    serialize.parse({ name, text: sql }),
    serialize.describe({ type: "S", name }),
    serialize.sync(),
  );
  const answer = await db.execProtocol(exchange, NO_SYNC).catch(() => null);
  if (!answer) return null;
  const params = /** @type {{ dataTypeIDs: number[] } | undefined} */ (
    answer.messages.find((m) => m.name === "parameterDescription")
  );
  const statement = {
    name,
    paramTypes: params?.dataTypeIDs ?? [],
    row: answer.messages.find((m) => m.name === "rowDescription") ?? null,
  };
  prepared.set(sql, statement);
  return statement;
}

/**
 * A statement outside a transaction: waits, as PGlite's own `query` does, until no transaction is open. A statement
 * PostgreSQL will not prepare, or whose kept plan no longer fits a changed table, runs as PGlite's `query` runs it.
 */
async function runPrepared(
  /** @type {Extract<Request, { op: "query" }>} */ request,
  /** @type {import("@electric-sql/pglite").QueryOptions} */ options,
) {
  const result = await db._runExclusiveTransaction(async () => {
    const statement = await db._runExclusiveQuery(() => statementOf(request.sql));
    if (!statement) return null;
    const values = (request.params ?? []).map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const { messages } = await db._runExclusiveQuery(() =>
        db.execProtocol(
          joined(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()),
        ),
      );
      return parse.parseResults(statement.row ? [statement.row, ...messages] : messages, db.parsers, options)[0];
    } catch (error) {
      // "cached plan must not change result type": the table changed under the statement since it was prepared.
      if (/** @type {{ code?: string }} */ (error).code !== "0A000") throw error;
      prepared.delete(request.sql);
      return null;
    }
  });
  return result ?? db.query(request.sql, request.params, options);
}

async function handle(/** @type {Request} */ request) {
  switch (request.op) {
    case "query": {
      const options = { rowMode: request.rowMode, parsers: asText(request.textTypes) };
      const result =
        request.tx === undefined
          ? await runPrepared(request, options)
          : await (await on(request.tx)).query(request.sql, request.params, options);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "begin": {
      // PGlite runs BEGIN, then the callback, then COMMIT when it resolves or ROLLBACK when it throws: the callback
      // waits for the main thread's "end". Answered once the transaction is open (or its BEGIN failed).
      const id = request.tx;
      /** @type {Promise<OpenTransaction>} */
      const opening = new Promise((opened, failed) => {
        /** @type {(commit: boolean) => void} */
        let end = () => {};
        const ended = new Promise((commit, rollBack) => {
          end = (ok) => (ok ? commit(undefined) : rollBack(new Error("rolled back")));
        });
        const done = db.transaction(async (tx) => {
          opened({ tx, end, done });
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
      transactions.set(id, opening);
      await opening;
      return null;
    }
    case "end": {
      const entry = transactions.get(request.tx);
      if (!entry) throw new Error(`transaction ${request.tx} is not open`);
      const open = await entry;
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
