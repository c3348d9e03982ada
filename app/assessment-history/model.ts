// What the changes-over-time page shows, from the API's answer: per domain, a timeline (chart data) and a table of
// the domain and its facets. Safe for browser code.
import { DOMAIN_NAMES, DOMAINS, facetName, FACETS, type DomainCode, type FacetCode } from "~domain/assessment/traits";
import type { AssessmentHistoryJson, ScaleChangeJson } from "../../api/assessment-history/contract";
import { shortDate } from "~/survey-results/list-model";

export type { AssessmentHistoryJson, ScaleChangeJson };

/** Facet lines' colours in the timeline (the domain's own line is the darkest and solid). */
const FACET_COLORS = ["blue.6", "teal.6", "grape.6", "orange.6", "pink.6", "cyan.7"] as const;

/** ΔT as the tables write it: a sign always, one decimal, a real minus sign. */
export function formatDelta(delta: number): string {
  if (delta === 0) return "0.0";
  return `${delta > 0 ? "+" : "−"}${Math.abs(delta).toFixed(1)}`;
}

/** A threshold as the explanation writes it: the smallest ΔT (in the 0.1 steps of T scores) that counts. */
export const smallestRealChange = (threshold: number) => (Math.floor(threshold * 10) / 10 + 0.1).toFixed(1);

/** One label per assessment, its date; two on the same day are told apart by their order. */
export function assessmentLabels(assessments: readonly { submitted_at: string }[]): string[] {
  const dates = assessments.map((a) => shortDate(a.submitted_at));
  return dates.map((date, i) => {
    const same = dates.filter((d) => d === date).length;
    return same > 1 ? `${date} (${dates.slice(0, i + 1).filter((d) => d === date).length})` : date;
  });
}

export interface ScaleRow {
  code: DomainCode | FacetCode;
  name: string;
  isDomain: boolean;
  /** T at each assessment, oldest first. */
  ts: number[];
  /** First → latest, or null with a single assessment. */
  change: ScaleChangeJson | null;
}

export interface DomainView {
  code: DomainCode;
  name: string;
  /** The domain's row, then its six facets'. */
  rows: ScaleRow[];
  /** One point per assessment: its label and each scale's T by the scale's name. */
  chart: Record<string, string | number>[];
  series: { name: string; color: string; strokeDasharray?: string }[];
}

export function domainViews(history: AssessmentHistoryJson): DomainView[] {
  const labels = assessmentLabels(history.assessments);
  const changeOf = new Map(history.changes.first_to_latest?.changes.map((c) => [c.scale, c]) ?? []);
  const tOf = (code: string) =>
    history.assessments.map((a) => [...a.domains, ...a.facets].find((p) => p.code === code)?.t ?? Number.NaN);
  return DOMAINS.map((domain) => {
    const facets = FACETS.filter((f) => f.startsWith(domain));
    const rows: ScaleRow[] = [
      {
        code: domain,
        name: DOMAIN_NAMES[domain],
        isDomain: true,
        ts: tOf(domain),
        change: changeOf.get(domain) ?? null,
      },
      ...facets.map((f) => ({
        code: f,
        name: facetName(f),
        isDomain: false,
        ts: tOf(f),
        change: changeOf.get(f) ?? null,
      })),
    ];
    return {
      code: domain,
      name: DOMAIN_NAMES[domain],
      rows,
      chart: labels.map((label, i) => ({ label, ...Object.fromEntries(rows.map((r) => [r.name, r.ts[i]])) })),
      series: rows.map((r, i) =>
        r.isDomain
          ? { name: r.name, color: "dark.6" }
          : { name: r.name, color: FACET_COLORS[i - 1], strokeDasharray: "5 4" },
      ),
    };
  });
}

/** The real changes from first to latest, domains first: what the page sums up at the top. */
export const realChanges = (history: AssessmentHistoryJson) =>
  history.changes.first_to_latest?.changes.filter((c) => c.flagged) ?? [];

/** A scale's name by its code. */
export const scaleName = (code: string) =>
  (DOMAINS as readonly string[]).includes(code) ? DOMAIN_NAMES[code as DomainCode] : facetName(code as FacetCode);
