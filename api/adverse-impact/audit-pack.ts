// The bias-audit pack (GET /adverse-impact/audit-pack/csv and /pdf): the adverse-impact figures of a period with
// what a NYC Local Law 144 summary of results needs — the period, the data source, the number of people assessed
// and of those in an unknown category, selection and scoring rates and impact ratios per sex, race/ethnicity and
// intersection, and the tool's distribution date (the date the benchmark's current version was saved; ADR 078) —
// for an independent auditor. Every download is audited. Counts 1–4 read "<5" here too.
import { DIMENSION_LABELS, FOUR_FIFTHS, MIN_GROUP_SHARE } from "../../domain/adverse-impact";
import type { Actor } from "../../domain/permissions";
import { formatDate } from "../../domain/format";
import { plural } from "../../domain/text";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import type { Auth } from "../http/authenticate";
import { csvFile, pdfFile, type FileAnswer } from "../http/answers";
import { BOLD, createPdf, fileNamePart, MUTED } from "../pdf/kit";
import { CSV_BOM, csvRecords } from "../utils/csv";
import type { AdverseImpactJson, ImpactQuery, ImpactTableJson } from "./contract";
import { readAdverseImpact } from "./read-impact";

/** Where the figures come from, as the pack states it. */
export function dataSource(impact: AdverseImpactJson): string {
  const who = impact.company ? impact.company.name : `${plural(impact.companies, "company", "companies")}`;
  return (
    `Historical data: the assessments of ${who}'s candidates submitted from ${impact.period.from} to ` +
    `${impact.period.to} (test results and assessments replaced by a later one left out), with the sex and ` +
    `race/ethnicity the candidates gave voluntarily when registering or applying.`
  );
}

const ratio = (value: number | null) => (value === null ? "" : value.toFixed(2));
const rate = (value: number) => value.toFixed(3);
const pValue = (value: number | null) => (value === null ? "" : value < 0.0001 ? "<0.0001" : value.toFixed(4));

export const CSV_COLUMNS = [
  "Section",
  "Benchmark or stage transition",
  "Benchmark version",
  "Benchmark created",
  "Distribution date",
  "Passing threshold (fit)",
  "Median fit",
  "Category",
  "Group",
  "Group code",
  "Compared",
  "Number of people",
  "Number selected or scoring above the median",
  "Selection or scoring rate",
  "Impact ratio",
  "Fisher exact p (two-sided)",
  "Below four fifths",
  "Period from",
  "Period to",
  "Companies",
  "People assessed",
  "Data source",
] as const;

type Row = (string | number)[];

/** The pack as CSV: one row per group (compared, excluded or unknown) of every table. */
export function auditPackCsv(impact: AdverseImpactJson): string {
  const common = [
    impact.period.from,
    impact.period.to,
    impact.company?.name ?? plural(impact.companies, "company", "companies"),
    impact.candidates,
    dataSource(impact),
  ];
  const rows: Row[] = [];
  const add = (section: string, subject: string, b: (string | number)[], tables: ImpactTableJson[]) => {
    for (const t of tables) {
      const category = DIMENSION_LABELS[t.dimension];
      for (const r of t.rows) {
        rows.push([
          section,
          subject,
          ...b,
          category,
          r.label,
          r.group,
          "yes",
          r.total,
          r.selected,
          rate(r.rate),
          ratio(r.impact_ratio),
          pValue(r.fisher_p),
          r.flagged ? "yes" : "no",
          ...common,
        ]);
      }
      for (const g of t.excluded) {
        rows.push([
          section,
          subject,
          ...b,
          category,
          g.label,
          g.group,
          `no: under ${MIN_GROUP_SHARE * 100} %`,
          g.total,
          g.selected,
          "",
          "",
          "",
          "",
          ...common,
        ]);
      }
      rows.push([
        section,
        subject,
        ...b,
        category,
        "Unknown or declined",
        "",
        "no: unknown category",
        t.unknown.total,
        t.unknown.selected,
        "",
        "",
        "",
        "",
        ...common,
      ]);
    }
  };
  for (const bm of impact.benchmarks) {
    const about = [bm.version, bm.created_at.slice(0, 10), bm.version_date.slice(0, 10)];
    const threshold = impact.pass_threshold ?? "each company's own";
    add("Selection (fit at or above the threshold)", bm.name, [...about, threshold, bm.median_fit ?? ""], bm.passing);
    add("Scoring (fit above the median)", bm.name, [...about, "", bm.median_fit ?? ""], bm.scoring);
  }
  for (const s of impact.stages) {
    add("Pipeline stage transition", `${s.from} → ${s.to}`, ["", "", "", "", ""], s.tables);
  }
  return CSV_BOM + csvRecords([[...CSV_COLUMNS], ...rows]);
}

const COLS = [
  { title: "Group", width: 0.34 },
  { title: "People", width: 0.1 },
  { title: "Selected", width: 0.11 },
  { title: "Rate", width: 0.1 },
  { title: "Impact ratio", width: 0.12 },
  { title: "Fisher p", width: 0.12 },
  { title: "Flag", width: 0.11 },
];

/** The pack as PDF: method and definitions, then each benchmark's and stage transition's tables. */
export function auditPackPdf(impact: AdverseImpactJson, generatedAt = new Date()): Promise<Buffer> {
  const kit = createPdf({ title: "Bias audit data" });
  const { doc } = kit;
  kit.header("Bias audit data", impact.company?.name ?? "Every company in scope", [
    `Period: ${formatDate(impact.period.from)} to ${formatDate(impact.period.to)}`,
    `Prepared ${formatDate(generatedAt)} for an independent auditor`,
  ]);
  kit.heading("Summary", 80);
  for (const line of [
    `Data source: ${dataSource(impact)}`,
    `People assessed: ${impact.candidates}; of them ${impact.self_identified} gave their sex or race/ethnicity. ` +
      "The number of people in an unknown category (not given or declined) is shown with each table.",
    `Passing threshold: ${impact.pass_threshold === null ? "each company's own" : `a fit of ${impact.pass_threshold} or more`} (0–100).`,
    "Selection rate: the share of a group who passed (or moved on to the next stage). Scoring rate: the share of a " +
      "group whose fit is above the median fit of everyone scored.",
    `Impact ratio: a group's rate divided by the highest group's. A ratio under ${FOUR_FIFTHS} is flagged (the ` +
      "four-fifths rule, 29 CFR 1607.4(D)). Fisher p: the two-sided Fisher exact test of the group against the highest group.",
    `Groups under ${MIN_GROUP_SHARE * 100} % of the people with a known category are listed but not compared. Counts from 1 to 4 read "<5".`,
    "Distribution date: the date the benchmark's current version was saved; fits are computed with that version.",
  ]) {
    kit.bullet(line, { size: 9 });
  }

  const table = (t: ImpactTableJson, label: string) => {
    kit.room(40 + 14 * Math.min(6, t.rows.length + t.excluded.length + 1));
    kit.write(`${DIMENSION_LABELS[t.dimension]} · ${label}`, { font: BOLD, size: 9.5, gap: 2 });
    const line = (cells: string[], font = "", color?: string) => {
      kit.room(14);
      const y = doc.y;
      let x = kit.left;
      cells.forEach((cell, i) => {
        const w = COLS[i].width * kit.width;
        doc.y = y;
        kit.write(cell, { x, width: w - 4, size: 8, font: font || undefined, color });
        x += w;
      });
      doc.y = Math.max(doc.y, y + 12);
    };
    line(
      COLS.map((c) => c.title),
      BOLD,
      MUTED,
    );
    for (const r of t.rows) {
      line([
        r.label,
        String(r.total),
        String(r.selected),
        rate(r.rate),
        ratio(r.impact_ratio),
        pValue(r.fisher_p),
        r.highest ? "highest" : r.flagged ? "under 4/5" : "",
      ]);
    }
    for (const g of t.excluded)
      line([`${g.label} (excluded)`, String(g.total), String(g.selected), "", "", "", ""], "", MUTED);
    line(["Unknown or declined", String(t.unknown.total), String(t.unknown.selected), "", "", "", ""], "", MUTED);
    doc.y += 6;
  };

  for (const bm of impact.benchmarks) {
    kit.heading(`Benchmark: ${bm.name}`, 120, 12);
    kit.write(
      `Version ${bm.version}, created ${bm.created_at.slice(0, 10)}, distribution date ${bm.version_date.slice(0, 10)}` +
        `${bm.company ? `, ${bm.company.name}'s own` : ", for every company"}. ${bm.candidates} people with a fit; ` +
        `median fit ${bm.median_fit ?? "none"}.`,
      { size: 9, color: MUTED, gap: 4 },
    );
    for (const t of bm.passing) table(t, "selection rate (passing)");
    for (const t of bm.scoring) table(t, "scoring rate (above the median fit)");
  }
  if (impact.stages.length) kit.heading("Pipeline stage transitions", 120, 12);
  for (const s of impact.stages) {
    kit.write(`${s.from} to ${s.to}: ${s.moved} of ${s.reached} moved on`, { font: BOLD, size: 10, gap: 2 });
    for (const t of s.tables) table(t, "selection rate (moved on)");
  }
  return kit.finish("Bias audit data");
}

const fileName = (impact: AdverseImpactJson, ext: string) =>
  `bias-audit-${fileNamePart(impact.company?.name ?? "all-companies", "company")}-${impact.period.from}-to-${impact.period.to}.${ext}`;

/** GET /adverse-impact/audit-pack/{csv,pdf}: the file, with an audit row saying who downloaded which period. */
export async function auditPack(
  db: Database,
  auth: Auth,
  query: ImpactQuery,
  format: "csv" | "pdf",
  now = new Date(),
): Promise<FileAnswer> {
  const actor: Actor = auth.actor;
  const impact = await readAdverseImpact(db, actor, query, now);
  await recordAudit(db, auth, {
    action: "adverse_impact.export",
    companyId: impact.company?.id ?? null,
    subjectType: impact.company ? "company" : null,
    subjectId: impact.company?.id ?? null,
    summary: `Bias audit pack downloaded as ${format.toUpperCase()} (${impact.period.from} to ${impact.period.to}, ${plural(impact.candidates, "person", "people")})`,
  });
  return format === "csv"
    ? csvFile(auditPackCsv(impact), fileName(impact, "csv"))
    : pdfFile(await auditPackPdf(impact, now), fileName(impact, "pdf"));
}
