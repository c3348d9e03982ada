// The Node flags every server process runs with: `npm start`, the tests' and the benchmarks' servers, and the image
// (the Dockerfile's NODE_OPTIONS says the same). docs/decisions/045-server-heap-cap.md says why.

/** V8's old space capped: uncapped, it keeps the heap pages a burst committed, and memory only grows (ADR 045). */
export const HEAP_CAP_FLAG = "--max-old-space-size=384";

/**
 * The flags for a server started with `env`: the heap cap, unless NODE_OPTIONS already sets one (an operator's own
 * choice; a command-line flag would override it).
 * @param {Record<string, string | undefined>} env
 */
export function serverNodeFlags(env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : [HEAP_CAP_FLAG];
}
