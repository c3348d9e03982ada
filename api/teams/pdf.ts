// The team view as a PDF: who is in the team, each domain's spread as a range (lowest to highest, the middle half
// as a box, the median marked, each person a dot) with its figures in words, who sits at each extreme, and what the
// team has plenty of and lacks. Standard fonts, so the text stays extractable (api/pdf/kit.ts).
import { LIKELY_RANGE_NOTE } from "../../domain/assessment/precision";
import { DOMAIN_NAMES } from "../../domain/assessment/traits";
import { BOLD, createPdf, fileNamePart, FONT, MUTED, pdfDay, type PdfKit, TRACK } from "../pdf/kit";
import type { TeamDetailJson } from "./contract";

const KIND_TEXT = { custom: "Chosen people", department: "Department", location: "Location" } as const;

export function teamFileName(team: { name: string }): string {
  return `team-${fileNamePart(team.name, "team")}.pdf`;
}

const names = (list: readonly { name: string }[]) => list.map((m) => m.name).join(", ");

/** One domain's range: the track, lowest–highest, the middle half, the median, and the people as dots. */
function drawRange(kit: PdfKit, domain: TeamDetailJson["balance"]["domains"][number]) {
  const { doc, left, width, primary } = kit;
  const y = doc.y + 6;
  const x = (p: number) => left + (width * p) / 100;
  doc.rect(left, y + 4, width, 4).fill(TRACK);
  // The level bands' edges (35 and 65): where "low" ends and "high" begins.
  for (const edge of [35, 65])
    doc
      .moveTo(x(edge), y)
      .lineTo(x(edge), y + 12)
      .lineWidth(0.5)
      .stroke(MUTED);
  const s = domain.spread;
  if (s) {
    doc.rect(x(s.min), y + 5, Math.max(1, x(s.max) - x(s.min)), 2).fill(primary);
    doc
      .rect(x(s.q1), y + 1, Math.max(2, x(s.q3) - x(s.q1)), 10)
      .fillOpacity(0.35)
      .fill(primary)
      .fillOpacity(1);
    doc.rect(x(s.median) - 1, y - 2, 2, 16).fill(primary);
    for (const m of domain.members) doc.circle(x(m.percentile), y + 6, 2.5).fill("#1f2328");
  }
  doc.font(FONT).fontSize(7).fillColor(MUTED);
  doc.text("0", left, y + 15, { lineBreak: false });
  doc.text("100", left, y + 15, { width, align: "right", lineBreak: false });
  doc.y = y + 26;
}

/** The PDF of a team's view (getTeam's answer). */
export function renderTeamPdf(detail: TeamDetailJson, now = new Date()): Promise<Buffer> {
  const { team, members, balance } = detail;
  const kit = createPdf({ title: `Team view: ${team.name}` });
  const { doc } = kit;
  const source =
    team.kind === "department"
      ? `Department: ${team.department?.name ?? ""}`
      : team.kind === "location"
        ? `Location: ${team.location?.name ?? ""}`
        : KIND_TEXT.custom;
  kit.header("Team view", team.name, [
    `${team.company.name} · ${source} · ${members.length === 1 ? "1 person" : `${members.length} people`}`,
    `As of ${pdfDay(now)}`,
  ]);

  kit.heading("People");
  if (members.length === 0) kit.write("Nobody is in this team yet.", { color: MUTED });
  for (const m of members) {
    const figures = m.domains
      ? (["N", "E", "O", "A", "C"] as const).map((d) => `${d} ${m.domains![d].percentile}`).join(" · ")
      : "assessment not finished";
    kit.bullet(`${m.first} ${m.last} (${m.role_name}): ${figures}`);
  }
  if (balance.unscored.length)
    kit.write(`Not counted below until their assessment is finished: ${names(balance.unscored)}.`, {
      color: MUTED,
      size: 9,
      gap: 2,
    });

  kit.heading("Spread on each domain", 90);
  kit.write(
    "Each line runs from percentile 0 to 100; the thin marks are where the low (below 35) and high (above 65) levels begin. The bar spans lowest to highest, the box the middle half, the tall mark the median; each dot is a person.",
    { color: MUTED, size: 9, gap: 2 },
  );
  kit.write(LIKELY_RANGE_NOTE, { color: MUTED, size: 9, gap: 6 });
  for (const d of balance.domains) {
    kit.room(120);
    kit.write(d.name, { font: BOLD, size: 11, gap: 2 });
    if (!d.spread) {
      kit.write("No finished assessments yet.", { color: MUTED, gap: 6 });
      continue;
    }
    drawRange(kit, d);
    const s = d.spread;
    kit.write(
      `Lowest ${s.min} · lower quartile ${s.q1} · median ${s.median} · upper quartile ${s.q3} · highest ${s.max}`,
      {
        size: 9,
        gap: 2,
      },
    );
    kit.write(`Low, ${d.poles.low}: ${d.low.length ? names(d.low) : "nobody"}`, { size: 9 });
    kit.write(`High, ${d.poles.high}: ${d.high.length ? names(d.high) : "nobody"}`, { size: 9, gap: 8 });
  }

  kit.heading("Plenty of");
  if (balance.plenty.length === 0)
    kit.write(
      balance.scored < 2 ? "Too few finished assessments to say." : "No end of any domain holds half the team.",
      { color: MUTED },
    );
  for (const p of balance.plenty) kit.bullet(p.text);

  kit.heading("Lacks");
  if (balance.lacks.length === 0)
    kit.write(
      balance.scored < 3
        ? "A team of three or more finished assessments shows what it lacks."
        : "Every end of every domain has someone.",
      { color: MUTED },
    );
  for (const l of balance.lacks) kit.bullet(l.text);

  doc.y += 8;
  kit.write(
    `Domains: ${Object.values(DOMAIN_NAMES).join(", ")}. Percentiles compare each person with the norm group, not with each other.`,
    { color: MUTED, size: 8 },
  );
  return kit.finish(`Team view: ${team.name}`);
}
