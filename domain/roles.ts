/** Spec §6: the five roles. */
export const ROLES = ["SUPER_ADMIN", "COMPANY_OWNER", "COMPANY_USER", "FRANCHISE_OWNER", "FRANCHISE_USER"] as const;
export type Role = (typeof ROLES)[number];

/** Each role as people read it, in the user list, its dialog and the audit trail. */
export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: "Super admin",
  FRANCHISE_OWNER: "Franchise owner",
  FRANCHISE_USER: "Franchise user",
  COMPANY_OWNER: "Company owner",
  COMPANY_USER: "Company user",
};
