import type { ApiIdentity } from "./client.server";

/** Spec §9: query data stays fresh for 8 hours. */
export const REFERENCE_STALE_MS = 28_800_000;

/** API paths whose answers are reference data, and so cached (and which mutations invalidate them). */
const REFERENCE_PREFIXES = ["/companies", "/pipelines", "/role-names"];
const isReference = (path: string) => REFERENCE_PREFIXES.some((p) => path.startsWith(p));
const resourceOf = (path: string) => REFERENCE_PREFIXES.find((p) => path.startsWith(p));

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

  invalidateFor(path: string) {
    if (!isReference(path)) return;
    const resource = resourceOf(path)!;
    for (const key of this.entries.keys()) if (key.split("|")[1].startsWith(resource)) this.entries.delete(key);
  }

  /** Drops everything cached for a signed-in user, with or without a proxy. */
  clearUser(userId: number) {
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}:`)) this.entries.delete(key);
  }
}

export const referenceCache = new ReferenceCache();
export { ReferenceCache };
