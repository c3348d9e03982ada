// What the jobs pages share: the API's shapes (the contracts' types), the jobs vocabulary and labels.
import { formatDate } from "../../domain/format";
import type { JobStatus, TemplateQuestion } from "~domain/jobs";

export type {
  ApplicationJson,
  ApplicationResponseJson as ApplicationResponse,
} from "../../api/job-applications/contract";
export type { PublicCompanyJson, PublicJobDetailsJson, PublicJobJson } from "../../api/job-board/contract";
export type { TemplateJson } from "../../api/job-templates/contract";
export type { GeneratedAd, GeneratedText, ImportJson, JobJson } from "../../api/jobs/contract";
export * from "~domain/jobs";

export interface NamedOption {
  id: number;
  name: string;
}

/** What the job form offers for one company: its locations, departments, roles and usable templates. */
export interface CompanyOptions {
  company_id: number;
  locations: NamedOption[];
  departments: NamedOption[];
  roles: (NamedOption & { is_public: boolean })[];
  templates: { id: number; name: string; company_id: number | null; questions: TemplateQuestion[] }[];
}

export const STATUS_COLORS: Record<JobStatus, string> = {
  draft: "gray",
  published: "green",
  paused: "yellow",
  closed: "red",
  filled: "blue",
};

/** The page sizes the jobs overview offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** "12 Mar 2026" */
export function shortDate(iso: string | null): string {
  return formatDate(iso, { empty: "—" });
}
