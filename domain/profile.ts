import type { Role } from "./roles";

/** The profile's company. */
export interface ProfileCompany {
  id: number;
  name: string;
  go_high_level_location_id?: string | null;
  industry?: string | null;
  created_at?: string;
  /** Companies in the user's scope (more than one for franchise and provider staff). */
  companies?: { id: number; name: string }[];
}

/**
 * Spec §3 "User profile" as the app reads it: what it needs of the answer of `GET /users/profile`, whose full
 * shape is the users contract's `profileJson` (api/users/contract.ts), assignable to this.
 */
export interface UserProfile {
  id: number;
  email: string;
  first: string;
  last: string;
  company: ProfileCompany;
  company_id: number;
  auth_role: Role;
  /** 1 active, 0 inactive. */
  active: 0 | 1;
  created_at: string;
  /** `can_view_eeo`: may read voluntary self-identification answers (absent: no). */
  permissions: { can_view_hiring_pipeline: boolean; can_view_eeo?: boolean };
  /** Present while a super admin acts as this user (a proxy session): who is really signed in. */
  superAdmin?: { id: number; email: string; first: string; last: string };
}
