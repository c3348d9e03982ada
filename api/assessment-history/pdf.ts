// Changes over time as a PDF, with the page's content (app/assessment-history/ChangesPage.tsx): who, the assessments' dates,
// the real changes from first to latest, a chart of the five domains' T scores at each date, why small differences
// are not growth (with the reliabilities' source, its formula in words), and per domain a table of the domain and its
// facets: T at each date, ΔT first → latest and the verdict.
import {
  DOMAIN_NAMES,
  DOMAINS,
  facetName,
  FACETS,
  type DomainCode,
  type FacetCode,
} from "../../domain/assessment/traits";
import { possessive } from "../../domain/text";
import { administrationLine, NORM_GROUPS, NORMS } from "../../domain/assessment/norms-name";
import { languageName } from "../../domain/languages";
import { writeScaleAppendix } from "../pdf/appendix";
import { BOLD, createPdf, fileNamePart, FONT, INK, MUTED, pdfDay, type PdfKit, pdfText, TRACK } from "../pdf/kit";
import type { AssessmentHistoryJson, ScaleChangeJson } from "./contract";

export const historyFileName = (person: { first: string; last: string }) =>
  `changes-over-time-${fileNamePart(person.first)}-${fileNamePart(person.last)}.pdf`;

const scaleName = (code: string) =>
  (DOMAINS as readonly string[]).includes(code) ? DOMAIN_NAMES[code as DomainCode] : facetName(code as FacetCode);

/** ΔT with its sign and one decimal, as the page writes it. */
const formatDelta = (delta: number) => (delta === 0 ? "0.0" : `${delta > 0 ? "+" : "-"}${Math.abs(delta).toFixed(1)}`);

/** The smallest ΔT (in the 0.1 steps of T scores) that counts as real, as the page's explanation writes it. */
const smallestRealChange = (threshold: number) => (Math.floor(threshold * 10) / 10 + 0.1).toFixed(1);

/** "12 Mar 2026" per assessment; two on the same day are told apart by their order, as on the page. */
function dateLabels(assessments: readonly { submitted_at: string }[]): string[] {
  const dates = assessments.map((a) => pdfDay(new Date(a.submitted_at)));
  return dates.map((date, i) => {
    const same = dates.filter((d) => d === date).length;
    return same > 1 ? `${date} (${dates.slice(0, i + 1).filter((d) => d === date).length})` : date;
  });
}

/**
 * The norm group and the language(s) the assessments were taken in: one language named once ("…; taken in German"),
 * several by assessment ("…; taken in German (Mar 1, 2026), English (Jun 3, 2026)").
 */
function administrationOf(assessments: AssessmentHistoryJson["assessments"], labels: string[]): string {
  const languages = [...new Set(assessments.map((a) => a.language))];
  if (languages.length === 1) return `Norms: ${administrationLine(languages[0])}`;
  const each = assessments.map((a, i) => `${languageName(a.language)} (${labels[i]})`);
  return `Norms: ${NORM_GROUPS[NORMS]}; taken in ${each.join(", ")}`;
}

/** The verdict's words: the direction written out, as a reader says it. */
const verdict = (change: ScaleChangeJson | null) =>
  !change
    ? "–"
    : change.flagged
      ? `Real change ${change.direction === "up" ? "up" : "down"}`
      : "Within measurement error";

/** T scores run from about 20 to 80 (mean 50, SD 10): the charts' axis, with the norm group's mean marked. */
const T_AXIS = {
  min: 20,
  max: 80,
  ticks: [20, 30, 40, 50, 60, 70, 80],
  reference: { value: 50, label: "Dashed line: the norm group's mean (T 50)." },
};

interface Row {
  code: string;
  isDomain: boolean;
  ts: number[];
  change: ScaleChangeJson | null;
}

/** One domain's table: scale, T at each date, ΔT and the verdict; columns share what the scale and verdict leave. */
function domainTable(kit: PdfKit, rows: Row[], labels: string[]) {
  const { doc, left, width, primary } = kit;
  const scaleW = 140;
  const deltaW = 46;
  const verdictW = 118;
  const dateW = (width - scaleW - deltaW - verdictW) / Math.max(1, labels.length);
  const size = 8.5;
  const cells = (texts: string[], y: number, bold: boolean) => {
    let x = left;
    texts.forEach((text, i) => {
      const w = i === 0 ? scaleW : i === texts.length - 1 ? verdictW : i === texts.length - 2 ? deltaW : dateW;
      const numeric = i > 0 && i < texts.length - 1;
      doc
        .font(bold ? BOLD : FONT)
        .fontSize(size)
        // A real change stands out in the brand's colour.
        .fillColor(i === texts.length - 1 && text.startsWith("Real change ") ? primary : INK)
        .text(pdfText(text), numeric ? x : x + (i === 0 ? 4 : 8), y, {
          width: numeric ? w - 4 : w - (i === 0 ? 4 : 8),
          align: numeric ? "right" : "left",
        });
      x += w;
    });
  };
  // The column says what ΔT means, in words.
  const header = ["Scale", ...labels, "Change first to latest", "Real change?"];
  const headerH = Math.max(
    ...header.map((t, i) =>
      kit.heightOf(
        t,
        size,
        BOLD,
        i === 0 ? scaleW : i === header.length - 1 ? verdictW : i === header.length - 2 ? deltaW : dateW,
      ),
    ),
  );
  kit.room(headerH + 8 + rows.length * 16);
  let y = doc.y;
  cells(header, y, true);
  y += headerH + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .stroke(primary);
  y += 3;
  rows.forEach((row, index) => {
    if (index % 2 === 1) doc.rect(left, y - 2, width, 15).fill(TRACK);
    cells(
      [
        row.isDomain ? scaleName(row.code) : `${row.code} ${scaleName(row.code)}`,
        ...row.ts.map((t) => (Number.isFinite(t) ? t.toFixed(1) : "–")),
        row.change ? formatDelta(row.change.delta_t) : "–",
        verdict(row.change),
      ],
      y,
      row.isDomain,
    );
    y += 15;
  });
  doc.y = y + 4;
}

/** The PDF of a person's changes over time (getAssessmentHistory's answer). */
export function renderHistoryPdf(history: AssessmentHistoryJson): Promise<Buffer> {
  const { person, assessments } = history;
  const name = `${person.first} ${person.last}`;
  const kit = createPdf({ title: `Changes over time: ${name}` });
  const labels = dateLabels(assessments);
  const latest = assessments[assessments.length - 1];
  kit.header("Changes over time", name, [
    `${latest ? `${latest.role_name} · ` : ""}${person.company.name}`,
    assessments.length ? `Assessments: ${labels.join(", ")}` : `No finished assessment with ${person.company.name} yet`,
    ...(assessments.length ? [administrationOf(assessments, labels)] : []),
  ]);

  if (assessments.length < 2) {
    kit.heading("A second assessment is needed");
    kit.write(
      `${
        assessments.length === 1
          ? `${person.first} has finished one assessment with ${person.company.name}, on ${labels[0]}.`
          : `${person.first} has not finished an assessment with ${person.company.name} yet.`
      } Changes over time compare two assessments of the same person: once ${person.first} has taken the assessment again, this report shows what has changed, and whether each change is larger than measurement error.`,
    );
    return kit.finish(`Changes over time · ${name}`);
  }

  const changes = history.changes.first_to_latest?.changes ?? [];
  const real = changes.filter((c) => c.flagged);
  kit.heading(`${assessments.length} assessments, ${labels[0]} to ${labels[labels.length - 1]}`);
  if (real.length) {
    kit.write("Real changes from the first assessment to the latest:", { gap: 2 });
    for (const c of real)
      kit.bullet(
        `${scaleName(c.scale)} ${c.direction === "up" ? "rose" : "fell"} by ${Math.abs(c.delta_t).toFixed(1)} T points (from ${c.t_before.toFixed(1)} to ${c.t_after.toFixed(1)}).`,
      );
  } else {
    kit.write(
      `No real change yet: every difference between ${possessive(person.first)} first and latest assessment lies within measurement error.`,
    );
  }

  const domain = history.thresholds.find((t) => t.scale === "N")!;
  const facet = history.thresholds.find((t) => t.scale === "N1")!;
  kit.heading("Why small differences are not growth", 60);
  kit.write(
    `Nobody answers a questionnaire exactly the same way twice: mood, the day and the wording of a question move a score a little each time. So a difference counts as a real change only when it is larger than that measurement error, with 95% confidence: more than ${domain.threshold.toFixed(2)} T points for a domain (a change of ${smallestRealChange(domain.threshold)} or more) and more than ${facet.threshold.toFixed(2)} for a facet (${smallestRealChange(facet.threshold)} or more), since a facet rests on only four questions. Anything smaller is shown as "within measurement error": it may be real, but the questionnaire cannot tell it from chance. T scores have a mean of 50 in the norm group.`,
    { gap: 4 },
  );
  kit.write(
    `Each T score itself is precise to about ±${domain.sem.toFixed(1)} points for a domain and ±${facet.sem.toFixed(1)} for a facet (one standard error of measurement): its likely range.`,
    { gap: 4 },
  );
  // kit.write says the source's formula in words (pdfText): "the square root of 2", not "√2".
  kit.write(history.reliability_source, { size: 8.5, color: MUTED });

  const changeOf = new Map(changes.map((c) => [c.scale, c]));
  const tOf = (code: string) =>
    assessments.map((a) => [...a.domains, ...a.facets].find((p) => p.code === code)?.t ?? Number.NaN);

  kit.heading("The five domains at each assessment", 200);
  kit.barChart({
    ...T_AXIS,
    series: labels,
    rows: DOMAINS.map((d) => ({ label: DOMAIN_NAMES[d], values: tOf(d) })),
  });
  for (const d of DOMAINS) {
    const codes = [d, ...FACETS.filter((f) => f.startsWith(d))];
    const rows = codes.map((code, i) => ({
      code,
      isDomain: i === 0,
      ts: tOf(code),
      change: changeOf.get(code) ?? null,
    }));
    kit.heading(DOMAIN_NAMES[d], 150);
    domainTable(kit, rows, labels);
  }
  writeScaleAppendix(kit.doc, kit);
  return kit.finish(`Changes over time · ${name}`);
}
