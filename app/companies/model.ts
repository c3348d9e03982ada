import type { CompanyJson } from "../../api/services/companies";
import type { ManagedUser } from "~/user-management/model";

/** A company as GET /companies/search answers (the API's own type, with its user counts). */
export interface CompanySummary extends CompanyJson {
  user_count: number;
  active_user_count: number;
}

export type CompanyDetails = Omit<CompanySummary, "user_count" | "active_user_count">;

export interface NamedItem {
  id: number;
  company_id: number;
  name: string;
  is_public?: boolean;
}

export interface CompanyEvent {
  id: number;
  description: string;
  timestamp: string;
  user: { id: number; name: string } | null;
  proxy_super_user_id: number | null;
}

export interface Franchise {
  id: number;
  name: string;
}

export type ItemKind = "locations" | "departments" | "role-names";

export const ITEM_KINDS: { kind: ItemKind; title: string; singular: string }[] = [
  { kind: "locations", title: "Locations", singular: "location" },
  { kind: "departments", title: "Departments", singular: "department" },
  { kind: "role-names", title: "Role names", singular: "role name" },
];

export interface SelectedCompany {
  company: CompanyDetails;
  users: ManagedUser[];
  items: Record<ItemKind, NamedItem[]>;
  events: CompanyEvent[];
}

/** Companies in groups by franchise, in the API's order (franchises by name, then companies of no franchise). */
export function groupByFranchise(companies: CompanySummary[]) {
  const groups: { key: string; title: string; companies: CompanySummary[] }[] = [];
  for (const company of companies) {
    const key = company.franchise ? `f${company.franchise.id}` : "none";
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, title: company.franchise?.name ?? "Independent companies", companies: [] };
      groups.push(group);
    }
    group.companies.push(company);
  }
  return groups;
}

export const COMPANY_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  industry: "Industry",
  go_high_level_location_id: "Location id",
  product_type: "Product type",
  franchise_id: "Franchise",
  file: "Logo",
  content_type: "Logo",
  data_base64: "Logo",
  company_id: "Company",
  is_public: "Offered to candidates",
};

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg"];
