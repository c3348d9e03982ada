import type { Role } from "../../domain/roles";

/**
 * The demo tenancy, seeded once on first start outside prod. Tests and the start script read the accounts from
 * here, so README's table, the printed list and the fixtures cannot drift apart.
 */
export interface DemoCompany {
  key: string;
  name: string;
  franchise?: string;
  industry: string;
  goHighLevelLocationId: string;
  productType?: string;
  locations: string[];
  departments: string[];
  roleNames: string[];
}

export const DEMO_FRANCHISES = ["Northwind Franchise Group", "Southern Cross Group"];

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: "provider",
    name: "Provider Operations",
    industry: "Software",
    goHighLevelLocationId: "ghl-provider-001",
    productType: "internal",
    locations: ["Head Office"],
    departments: ["Support", "Product"],
    roleNames: ["Customer Success Manager"],
  },
  {
    key: "northwind-hq",
    name: "Northwind Franchise HQ",
    franchise: "Northwind Franchise Group",
    industry: "Franchise management",
    goHighLevelLocationId: "ghl-nw-hq-101",
    productType: "franchise",
    locations: ["Seattle HQ"],
    departments: ["Operations"],
    roleNames: ["Area Manager"],
  },
  {
    key: "harbor-dental",
    name: "Harbor Dental",
    franchise: "Northwind Franchise Group",
    industry: "Healthcare",
    goHighLevelLocationId: "ghl-harbor-102",
    productType: "hiring",
    locations: ["Portland", "Tacoma"],
    departments: ["Front Desk", "Clinical", "Billing"],
    roleNames: ["Dental Assistant", "Receptionist", "Hygienist", "Office Manager"],
  },
  {
    key: "summit-fitness",
    name: "Summit Fitness",
    franchise: "Northwind Franchise Group",
    industry: "Fitness",
    goHighLevelLocationId: "ghl-summit-103",
    productType: "hiring",
    locations: ["Boise", "Spokane"],
    departments: ["Training", "Sales"],
    roleNames: ["Personal Trainer", "Membership Advisor", "Club Manager"],
  },
  {
    key: "southern-hq",
    name: "Southern Cross HQ",
    franchise: "Southern Cross Group",
    industry: "Franchise management",
    goHighLevelLocationId: "ghl-sc-hq-201",
    productType: "franchise",
    locations: ["Austin HQ"],
    departments: ["Operations"],
    roleNames: ["Regional Director"],
  },
  {
    key: "bayside-bakery",
    name: "Bayside Bakery",
    franchise: "Southern Cross Group",
    industry: "Food service",
    goHighLevelLocationId: "ghl-bayside-202",
    productType: "hiring",
    locations: ["Galveston", "Corpus Christi"],
    departments: ["Kitchen", "Counter"],
    roleNames: ["Baker", "Barista", "Shift Lead"],
  },
  {
    key: "redwood-realty",
    name: "Redwood Realty",
    franchise: "Southern Cross Group",
    industry: "Real estate",
    goHighLevelLocationId: "ghl-redwood-203",
    productType: "coaching",
    locations: ["Houston"],
    departments: ["Sales", "Admin"],
    roleNames: ["Realtor", "Transaction Coordinator"],
  },
  {
    key: "acme-logistics",
    name: "Acme Logistics",
    industry: "Logistics",
    goHighLevelLocationId: "ghl-acme-301",
    productType: "hiring",
    locations: ["Denver", "Salt Lake City"],
    departments: ["Warehouse", "Dispatch", "Fleet"],
    roleNames: ["Forklift Operator", "Dispatcher", "Driver"],
  },
];

export interface DemoUser {
  email: string;
  first: string;
  last: string;
  company: string;
  role: Role;
  canViewHiringPipeline?: boolean;
  active?: 0 | 1;
  /** Why the account is in the demo data (README's table). */
  note?: string;
  /** Invited but not set up yet: no password; a set-up e-mail waits in the outbox. */
  pendingSetup?: true;
}

// One account per line reads as the table README shows.
// prettier-ignore
export const DEMO_USERS: DemoUser[] = [
  // The six internal accounts (INTERNAL_ACCOUNTS' default) that may open the Report Configurator.
  { email: "ava.admin@provider.test", first: "Ava", last: "Admin", company: "provider", role: "SUPER_ADMIN", canViewHiringPipeline: true, note: "internal account" },
  { email: "ben.ops@provider.test", first: "Ben", last: "Ops", company: "provider", role: "SUPER_ADMIN", canViewHiringPipeline: true, note: "internal account" },
  { email: "cara.support@provider.test", first: "Cara", last: "Support", company: "provider", role: "SUPER_ADMIN", canViewHiringPipeline: true, note: "internal account" },
  { email: "dan.data@provider.test", first: "Dan", last: "Data", company: "provider", role: "SUPER_ADMIN", canViewHiringPipeline: true, note: "internal account" },
  { email: "eve.product@provider.test", first: "Eve", last: "Product", company: "provider", role: "SUPER_ADMIN", canViewHiringPipeline: true, note: "internal account" },
  { email: "finn.eng@provider.test", first: "Finn", last: "Eng", company: "provider", role: "SUPER_ADMIN", canViewHiringPipeline: true, note: "internal account" },
  { email: "sam.support@provider.test", first: "Sam", last: "Support", company: "provider", role: "SUPER_ADMIN", note: "super admin, not internal" },
  { email: "franchise.owner@northwind.test", first: "Fiona", last: "Franchise", company: "northwind-hq", role: "FRANCHISE_OWNER", canViewHiringPipeline: true },
  { email: "franchise.user@northwind.test", first: "Frank", last: "Fielder", company: "northwind-hq", role: "FRANCHISE_USER" },
  { email: "franchise.owner@southerncross.test", first: "Sofia", last: "Southern", company: "southern-hq", role: "FRANCHISE_OWNER", canViewHiringPipeline: true },
  { email: "owner@harbor-dental.test", first: "Olivia", last: "Owner", company: "harbor-dental", role: "COMPANY_OWNER", canViewHiringPipeline: true },
  { email: "recruiter@harbor-dental.test", first: "Rita", last: "Recruiter", company: "harbor-dental", role: "COMPANY_USER", canViewHiringPipeline: true, note: "company user with the pipeline permission" },
  { email: "user@harbor-dental.test", first: "Umar", last: "User", company: "harbor-dental", role: "COMPANY_USER", note: "company user without the pipeline permission" },
  { email: "new.hire@harbor-dental.test", first: "Nina", last: "Newhire", company: "harbor-dental", role: "COMPANY_USER", pendingSetup: true, note: "invited; set-up e-mail in the outbox, no password yet" },
  { email: "former@harbor-dental.test", first: "Fred", last: "Former", company: "harbor-dental", role: "COMPANY_USER", active: 0, note: "deactivated" },
  { email: "owner@summit-fitness.test", first: "Sean", last: "Summit", company: "summit-fitness", role: "COMPANY_OWNER", canViewHiringPipeline: true },
  { email: "owner@bayside-bakery.test", first: "Bella", last: "Baker", company: "bayside-bakery", role: "COMPANY_OWNER", canViewHiringPipeline: true },
  { email: "owner@redwood-realty.test", first: "Reed", last: "Redwood", company: "redwood-realty", role: "COMPANY_OWNER" },
  { email: "owner@acme-logistics.test", first: "Alex", last: "Acme", company: "acme-logistics", role: "COMPANY_OWNER", canViewHiringPipeline: true },
];

/** Every company's first pipeline; its stages are the brand's (`brand.wording.pipelineStages`). */
export const DEMO_PIPELINE = {
  name: "Default pipeline",
};
