/** Spec §6: the five roles. */
export const ROLES = ["SUPER_ADMIN", "COMPANY_OWNER", "COMPANY_USER", "FRANCHISE_OWNER", "FRANCHISE_USER"] as const;
export type Role = (typeof ROLES)[number];
