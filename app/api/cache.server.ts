import type { ApiIdentity } from "./client.server";

/** Spec §9: query data stays fresh for 8 hours. */
export const REFERENCE_STALE_MS = 28_800_000;

/**
 * API paths whose answers are reference data, and so cached, each with the paths whose mutations change it: a
 * mutation under one of those drops the entries under the reference path.
 */
const REFERENCE: Record<string, string[]> = {
  "/companies": ["/companies"],
  "/pipelines": ["/pipelines", "/companies"],
  "/role-names": ["/role-names"],
  // The candidate list's status choices: the status names of the pipelines in scope (a new company brings one).
  "/survey-results/statuses": ["/pipelines", "/companies"],
};
const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * Reference data per identity and proxy, in this server process. A mutation to a resource drops that resource
 * for everyone (others may see it too); logout and every impersonation change drop one user's entries.
 */
class ReferenceCache {
  private entries = new Map<string, Entry>();
  constructor(private readonly now: () => number = Date.now) {}

  private scope(identity: Pick<ApiIdentity, "userId" | "proxyUserId">) {
    return `${identity.userId}:${identity.proxyUserId ?? "-"}`;
  }

  get<T>(identity: ApiIdentity, key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${this.scope(identity)}|${key}`;
    const hit = this.entries.get(fullKey);
    if (hit && this.now() - hit.at < REFERENCE_STALE_MS) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(fullKey, { at: this.now(), value });
    value.catch(() => this.entries.delete(fullKey));
    return value;
  }

  /** After a mutation of `path`: drops, for everyone (others may see it too), the reference data it changes. */
  invalidateFor(path: string) {
    const changed = Object.entries(REFERENCE)
      .filter(([, changedBy]) => changedBy.some((prefix) => under(path, prefix)))
      .map(([reference]) => reference);
    if (changed.length === 0) return;
    for (const key of this.entries.keys()) {
      const cachedPath = key.slice(key.indexOf("|") + 1);
      if (changed.some((reference) => under(cachedPath, reference))) this.entries.delete(key);
    }
  }

  /** Drops everything cached for a signed-in user, with or without a proxy. */
  clearUser(userId: number) {
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}:`)) this.entries.delete(key);
  }
}

export const referenceCache = new ReferenceCache();
export { ReferenceCache };
