import { createRequire } from "node:module";

const requirePackage = createRequire(import.meta.url);

/**
 * A package loaded at its first use rather than at start, for a large one that most servers seldom or never need
 * (ADR 062). Synchronous, so the code using it stays synchronous.
 */
export function onFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requirePackage(specifier) as T);
}
