import type { BrandFeatures } from "../brands/types";
import { can, type Actor, type Capability, type PermissionContext, type Stage } from "./permissions";
import type { UserProfile } from "./profile";

/**
 * The signed-in shell's sidebar (spec §2 "Signed-in shell"): which links a user sees, in which order. One pure
 * function of (user, brand features, remote flags, stage, internal allow-list, pages that exist); every rule about
 * who may see an area is asked of `can()` in ./permissions, the same module the API enforces.
 */

/** Icon names; the app maps each to its icon component (the domain stays free of React). */
export type NavIcon =
  | "home"
  | "candidates"
  | "coaching"
  | "teams"
  | "hiring-pipeline"
  | "companies"
  | "role-benchmarks"
  | "report-configurator"
  | "book-code-system"
  | "jobs"
  | "hiring-campaigns"
  | "messages"
  | "user-management"
  | "requests"
  | "audit"
  | "adverse-impact"
  | "academy"
  | "learning-management";

export type NavKey = NavIcon;

export interface NavLink {
  key: NavKey;
  label: string;
  /** Where the link goes: a page path of app/pages.ts. */
  href: string;
  icon: NavIcon;
  /**
   * Paths on which the link shows as active: a path matches itself and everything below it ("/jobs" matches
   * "/jobs/add"); "/" matches only the home page. See `isLinkActive`.
   */
  activePaths: readonly string[];
}

/** What navigation needs to know about the signed-in (or impersonated) user: part of the profile. */
export type NavUser = Pick<UserProfile, "id" | "email" | "auth_role" | "company_id" | "permissions">;

/** Remote feature flags that gate navigation (spec §6: a feature-flag service evaluates per user). */
export interface NavFlags {
  /** Academy is shown only when this flag and the brand's academy feature are both on. */
  academy: boolean;
}

export interface SidebarInput {
  user: NavUser;
  /** The brand's feature set (brands/<brand>/index.ts `features`). */
  features: Pick<
    BrandFeatures,
    | "jobs"
    | "reportConfigurator"
    | "bookCodeSystem"
    | "academy"
    | "hiringPipeline"
    | "coaching"
    | "comparison"
    | "campaigns"
    | "selfIdentification"
  >;
  flags: NavFlags;
  stage: Stage;
  /** E-mails of the internal accounts (spec: a fixed list of six; configuration `INTERNAL_ACCOUNTS`). */
  internalAccounts: readonly string[];
  /** Paths of the pages that exist (app/pages.ts `builtPagePaths()`): no link ever leads to a missing page. */
  pages: ReadonlySet<string>;
  /** The brand's word for the people assessed (`brand.wording.candidates`); neutral label when absent. */
  candidatesLabel?: string;
  /** The brand's name for its campaigns (`brand.wording.campaigns.navLabel`); "Hiring Campaigns" when absent. */
  campaignsLabel?: string;
  /**
   * The brand's name for its pipeline board (`brand.wording.pipeline`), so the link and the page it opens agree;
   * spec §2's "Hiring Pipeline" when absent.
   */
  pipelineLabel?: string;
}

/** The neutral label of the candidates link when no brand wording is given. */
export const NEUTRAL_CANDIDATES_LABEL = "Candidates/Employees";

interface LinkRule extends Omit<NavLink, "label"> {
  label: string | ((input: SidebarInput) => string);
  /** Who sees the link; absent means every signed-in user. */
  capability?: Capability;
  /** The brand feature whose area the link opens (an area every role sees, so no capability asks for it). */
  feature?: "coaching" | "comparison";
}

/** Spec §2 order. */
const RULES: readonly LinkRule[] = [
  { key: "home", label: "Home", href: "/", icon: "home", activePaths: ["/"] },
  {
    key: "candidates",
    label: (input) => input.candidatesLabel ?? NEUTRAL_CANDIDATES_LABEL,
    href: "/candidates",
    icon: "candidates",
    // Spec §2: also highlighted on survey-results pages.
    activePaths: ["/candidates", "/survey-results"],
  },
  // Not in spec §2: the coaching brand's coach's view, for everyone who sees the people assessed.
  {
    key: "coaching",
    label: "Coaching",
    href: "/coaching",
    icon: "coaching",
    activePaths: ["/coaching"],
    feature: "coaching",
  },
  // Not in spec §2: the coaching brand's team view, part of its comparison feature.
  { key: "teams", label: "Teams", href: "/teams", icon: "teams", activePaths: ["/teams"], feature: "comparison" },
  {
    key: "hiring-pipeline",
    label: (input) => input.pipelineLabel ?? "Hiring Pipeline",
    href: "/hiring-pipeline",
    icon: "hiring-pipeline",
    activePaths: ["/hiring-pipeline"],
    capability: "hiring-pipeline:view",
  },
  {
    key: "companies",
    label: "Companies",
    href: "/companies/overview",
    icon: "companies",
    activePaths: ["/companies"],
    capability: "companies:manage",
  },
  {
    key: "role-benchmarks",
    label: "Role Benchmarks",
    href: "/role-benchmarks",
    icon: "role-benchmarks",
    activePaths: ["/role-benchmarks"],
    capability: "role-benchmarks:manage",
  },
  {
    key: "report-configurator",
    label: "Report Configurator",
    href: "/report-configurator",
    icon: "report-configurator",
    activePaths: ["/report-configurator"],
    capability: "report-configurator:use",
  },
  {
    key: "book-code-system",
    label: "Book Code System",
    href: "/book-code-system",
    icon: "book-code-system",
    activePaths: ["/book-code-system"],
    capability: "book-code-system:use",
  },
  {
    key: "jobs",
    label: "Jobs",
    href: "/jobs/overview",
    icon: "jobs",
    activePaths: ["/jobs"],
    capability: "jobs:manage",
  },
  // Not in spec §2's list (spec §2 routes, §7 calls): campaigns and their public pages, in the brand's words.
  {
    key: "hiring-campaigns",
    label: (input) => input.campaignsLabel ?? "Hiring Campaigns",
    href: "/hiring-campaigns",
    icon: "hiring-campaigns",
    activePaths: ["/hiring-campaigns"],
    capability: "campaigns:manage",
  },
  // Not in spec §2: past messages, for everyone (everyone who sees the people may write to them; both brands).
  { key: "messages", label: "Messages", href: "/messages", icon: "messages", activePaths: ["/messages"] },
  {
    key: "user-management",
    label: "User Management",
    href: "/user-management",
    icon: "user-management",
    activePaths: ["/user-management"],
    capability: "users:manage",
  },
  // Not in spec §2: the requests people file about their data from their own report's link (owners, super admins).
  {
    key: "requests",
    label: "Requests",
    href: "/requests",
    icon: "requests",
    activePaths: ["/requests"],
    capability: "users:manage",
  },
  // Not in spec §2: the audit trail, for owners and super admins.
  {
    key: "audit",
    label: "Audit Trail",
    href: "/audit",
    icon: "audit",
    activePaths: ["/audit"],
    capability: "audit:read",
  },
  // Not in spec §2: adverse impact and the bias-audit pack, for users granted self-identification access (ADR 078).
  {
    key: "adverse-impact",
    label: "Adverse Impact",
    href: "/adverse-impact",
    icon: "adverse-impact",
    activePaths: ["/adverse-impact"],
    capability: "eeo:read",
  },
  {
    key: "academy",
    label: "Academy",
    href: "/academy",
    icon: "academy",
    activePaths: ["/academy"],
    capability: "academy:view",
  },
  {
    key: "learning-management",
    label: "Learning Management",
    href: "/learning-management",
    icon: "learning-management",
    activePaths: ["/learning-management"],
    capability: "learning:manage",
  },
];

/** Every link the sidebar can ever show, in order (for the pages registry test and documentation). */
// Marked pure so a bundle that does not use it drops RULES too: the browser never receives the link table (its
// links, e.g. to features the brand does not ship, are chosen on the server).
export const ALL_NAV_HREFS: readonly string[] = /* @__PURE__ */ RULES.map((rule) => rule.href);

/**
 * The permission context of navigation. A gated feature is on when the brand ships it and, where a remote flag
 * exists for it (academy), that flag is on too.
 */
export function navPermissionContext(
  input: Pick<SidebarInput, "features" | "flags" | "stage" | "internalAccounts">,
): PermissionContext {
  return {
    stage: input.stage,
    internalAccounts: input.internalAccounts.map((email) => email.trim().toLowerCase()),
    features: {
      jobs: input.features.jobs,
      reportConfigurator: input.features.reportConfigurator,
      bookCodeSystem: input.features.bookCodeSystem,
      academy: input.features.academy && input.flags.academy,
      hiringPipeline: input.features.hiringPipeline,
      campaigns: input.features.campaigns,
      selfIdentification: input.features.selfIdentification,
    },
  };
}

/** The profile as a permission actor. Franchise scope does not affect any navigation capability. */
function toActor(user: NavUser): Actor {
  return {
    id: user.id,
    email: user.email,
    role: user.auth_role,
    companyId: user.company_id,
    franchiseId: null,
    canViewHiringPipeline: user.permissions.can_view_hiring_pipeline,
    canViewEeo: user.permissions.can_view_eeo ?? false,
  };
}

/** The sidebar's links for this user, in spec order; links to pages not built yet are left out. */
export function sidebarLinks(input: SidebarInput): NavLink[] {
  const actor = toActor(input.user);
  const ctx = navPermissionContext(input);
  return RULES.filter((rule) => rule.capability === undefined || can(actor, rule.capability, ctx))
    .filter((rule) => rule.feature === undefined || input.features[rule.feature])
    .filter((rule) => input.pages.has(rule.href))
    .map(({ capability: _capability, feature: _feature, label, ...link }) => ({
      ...link,
      label: typeof label === "function" ? label(input) : label,
    }));
}

/** Whether `pathname` lies in one of the link's active paths ("/" only matches itself). */
export function isLinkActive(link: Pick<NavLink, "activePaths">, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return link.activePaths.some((active) =>
    active === "/" ? path === "/" : path === active || path.startsWith(`${active}/`),
  );
}
