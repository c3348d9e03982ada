import type { Role } from "./roles";

/** Spec §3 "User profile": the first item of the data list `GET /users/profile` returns. */
export interface ProfileCompany {
  id: number;
  name: string;
  go_high_level_location_id?: string | null;
  industry?: string | null;
  created_at?: string;
  /** Companies in the user's scope (more than one for franchise and provider staff). */
  companies?: { id: number; name: string }[];
}

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
  permissions: { can_view_hiring_pipeline: boolean };
  /** Present while a super admin acts as this user (a proxy session): who is really signed in. */
  superAdmin?: { id: number; email: string; first: string; last: string };
}

export interface ProfileResponse {
  data: UserProfile[];
}
