import { formatDate } from "../../domain/format";
import type { AuditEntryJson } from "../../api/audit/contract";
import type {
  CompanyEventJson,
  CompanyJson,
  CompanySummaryJson,
  FranchiseJson,
  NamedItemJson,
  NamedItemKind,
} from "../../api/companies/contract";
import brand from "~brand";
import type { ManagedUser } from "~/users/model";

/** A company as GET /companies/search answers (with its user counts). */
export type CompanySummary = CompanySummaryJson;
export type CompanyDetails = CompanyJson;
/** A location, department or role name (role names also say whether candidates are offered them). */
export type NamedItem = NamedItemJson & { is_public?: boolean };
export type CompanyEvent = CompanyEventJson;
export type Franchise = FranchiseJson;

export type ItemKind = NamedItemKind;

/** The drawer's tabs (the overview's `tab` URL parameter). */
export const COMPANY_TABS = ["users", "details", "logo", "locations", "departments", "role-names", "activity"] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/** The logo's URL, changing whenever the logo does (so a long browser cache never shows an old one). */
export const logoUrl = (company: Pick<CompanyDetails, "id" | "logo_updated_at">) =>
  `/companies/${company.id}/logo?v=${encodeURIComponent(company.logo_updated_at ?? "")}`;

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
  /** The company's newest audit rows (support sessions, role changes, exports…), shown with its events. */
  audit: AuditEntryJson[];
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
  default_language: "Language for candidates",
  file: "Logo",
  content_type: "Logo",
  data_base64: "Logo",
  company_id: "Company",
  is_public: `Offered to ${brand.wording.people}`,
};

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg"];

/** A company's latest activity as a date, the same on the server and in the browser (UTC). */
export const activityText = (iso: string) => formatDate(iso);

/** Companies per page of the overview. */
export const PAGE_SIZE = 50;
