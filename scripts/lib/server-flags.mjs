// The Node flags and allocator settings every server process runs with: `npm start`, the tests' and the benchmarks'
// servers, and the image (the Dockerfile's NODE_OPTIONS and GLIBC_TUNABLES say the same).
// docs/decisions/045-server-heap-cap.md says why.

/** V8's old space capped: uncapped, it keeps the heap pages a burst committed, and memory only grows (ADR 045). */
export const HEAP_CAP_FLAG = "--max-old-space-size=384";

/**
 * glibc's malloc with fixed thresholds: blocks of 128 KiB and more are mapped and unmapped on their own, and a free
 * top of the heap above 128 KiB goes back to the system. By default both thresholds rise after the first large
 * block is freed, so the compilers' and PGlite's start-up garbage stays resident for the process's life (ADR 063).
 * Ignored where the C library is not glibc.
 */
export const MALLOC_TUNABLES = "glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072";

/**
 * The flags for a server started with `env`: the heap cap, unless NODE_OPTIONS already sets one (an operator's own
 * choice; a command-line flag would override it).
 * @param {Record<string, string | undefined>} env
 */
export function serverNodeFlags(env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : [HEAP_CAP_FLAG];
}

/**
 * The environment additions for a server started with `env`: the allocator settings, unless GLIBC_TUNABLES is
 * already set (an operator's own choice).
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function serverAllocatorEnv(env) {
  return env.GLIBC_TUNABLES ? {} : { GLIBC_TUNABLES: MALLOC_TUNABLES };
}
