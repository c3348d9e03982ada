import type { Role } from "./roles";

/**
 * Whom a super admin may act as (spec §6, a proxy session): one rule for the API, which refuses, and the app, which
 * then does not offer "Act as".
 */
export interface ImpersonationTarget {
  role: Role;
  active: boolean;
  /** Invited but never signed in: no password chosen yet (api/users/model.ts `setupPending`). */
  setupPending: boolean;
}

/** Why someone cannot be acted as; none when they can. */
export type ImpersonationRefusal = "super-admin" | "inactive" | "never-signed-in";

export function impersonationRefusal(target: ImpersonationTarget): ImpersonationRefusal | null {
  if (target.role === "SUPER_ADMIN") return "super-admin";
  if (!target.active) return "inactive";
  // Nothing to see yet, and acting as them could complete or change what only they should.
  if (target.setupPending) return "never-signed-in";
  return null;
}

/** How long the reason for a proxy session may be: a short sentence, kept in the company's audit trail. */
export const IMPERSONATION_REASON = { min: 5, max: 200 } as const;
