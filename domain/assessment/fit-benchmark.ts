// Which role benchmark a candidate is measured against: the one rule every view of a candidate uses (the report's
// fit, the interview's gap questions, the summary, the instant interview and the board's badge; ADR 056). Pure and
// safe for browser code.
import { facetName, type FacetCode } from "./traits";

/** How a benchmark was chosen: picked by the user for the page, the job's, the role's, or none applies. */
export const BENCHMARK_SOURCES = ["picked", "job", "role", "none"] as const;
export type BenchmarkSource = (typeof BENCHMARK_SOURCES)[number];

export interface NamedBenchmark {
  id: number;
  name: string;
  /** Null for a benchmark for every company. */
  companyId: number | null;
}

/** What the rule reads about a candidate. */
export interface BenchmarkSubject {
  companyId: number;
  /** The role the person is assessed for. */
  roleName: string;
  /** The job the person applied to (the application the assessment belongs to), if any. */
  jobTitle: string | null;
}

export interface BenchmarkChoice<B extends NamedBenchmark = NamedBenchmark> {
  benchmark: B | null;
  source: BenchmarkSource;
  /** Why, in words for staff: "the benchmark of the job Front Desk Coordinator", "no benchmark for Receptionist". */
  reason: string;
}

/** A name as lower-case words separated by one space ("Front-desk  Coordinator" → "front desk coordinator"). */
export const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
const contains = (haystack: string, needle: string) => needle !== "" && ` ${haystack} `.includes(` ${needle} `);

/**
 * The benchmark named like a job or role: the same words first, else one name containing the other as whole words
 * ("Dental hygienist" for "Hygienist"); a company's own before one for every company; null when none is named so.
 */
export function benchmarkNamed<B extends NamedBenchmark>(
  name: string,
  benchmarks: readonly B[],
  companyId: number,
): B | null {
  const wanted = nameWords(name);
  if (!wanted) return null;
  const own = (list: B[]) => list.find((b) => b.companyId === companyId) ?? list[0] ?? null;
  const exact = benchmarks.filter((b) => nameWords(b.name) === wanted);
  if (exact.length) return own(exact);
  return own(benchmarks.filter((b) => contains(nameWords(b.name), wanted) || contains(wanted, nameWords(b.name))));
}

/**
 * The benchmark for a candidate: the job's (a benchmark named like the job applied to), else the role's (named like
 * the role assessed for), else none — never "the best fit" or "the first one", which would measure a receptionist
 * against a dental hygienist. `benchmarks` are those that apply to the candidate's company.
 */
export function defaultBenchmark<B extends NamedBenchmark>(
  subject: BenchmarkSubject,
  benchmarks: readonly B[],
): BenchmarkChoice<B> {
  const job = subject.jobTitle?.trim() || null;
  const role = subject.roleName.trim();
  const byJob = job ? benchmarkNamed(job, benchmarks, subject.companyId) : null;
  if (byJob) return { benchmark: byJob, source: "job", reason: `the benchmark of the job ${job}` };
  const byRole = role ? benchmarkNamed(role, benchmarks, subject.companyId) : null;
  if (byRole) return { benchmark: byRole, source: "role", reason: `the benchmark for the role ${role}` };
  const none =
    job && nameWords(job) !== nameWords(role) ? `the job ${job} or the role ${role || "given"}` : role || job;
  return { benchmark: null, source: "none", reason: none ? `no benchmark for ${none}` : "no role given" };
}

/**
 * The benchmark a page measures a candidate against: the one the user picked for the whole page when it applies,
 * else the rule's (`defaultBenchmark`). `byDefault` is what the page would use without the pick.
 */
export function benchmarkFor<B extends NamedBenchmark>(
  subject: BenchmarkSubject,
  benchmarks: readonly B[],
  pickedId?: number | null,
): BenchmarkChoice<B> & { byDefault: BenchmarkChoice<B> } {
  const byDefault = defaultBenchmark(subject, benchmarks);
  const picked = pickedId ? benchmarks.find((b) => b.id === pickedId) : undefined;
  if (!picked || picked.id === byDefault.benchmark?.id) return { ...byDefault, byDefault };
  return { benchmark: picked, source: "picked", reason: "picked for this page", byDefault };
}

/** A facet's staff-facing name for the fit panel's "Not used for fit" line (work behaviour, not a diagnosis). */
export const fitFacetLabel = (code: FacetCode): string => facetName(code);
