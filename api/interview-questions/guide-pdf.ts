// The printable interview guide: the candidate's questions, why each is asked, what to listen for, and ruled space
// for notes and a 1–5 rating, from the same data as the interview panel.
import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { companies } from "../db/schema/index";
import { pdfFile, type FileAnswer } from "../http/answers";
import { createPdf, fileNamePart, MUTED, TRACK } from "../pdf/kit";
import type { InterviewJson } from "./contract";
import { getInterview } from "./interview";

const KIND_LABELS = { probe: "Probe a gap", confirm: "Confirm a strength", custom: "Company question" } as const;

export function renderGuidePdf(
  person: { first: string; last: string; roleName: string; companyName: string },
  interview: Omit<InterviewJson, "can_manage_questions">,
): Promise<Buffer> {
  const name = `${person.first} ${person.last}`;
  const kit = createPdf({ title: `Interview guide: ${name}` });
  const { doc } = kit;
  kit.header("Interview guide", name, [
    `${person.roleName} · ${person.companyName}`,
    interview.benchmark
      ? `Questions measured against ${interview.benchmark.name}: ${interview.benchmark_reason}`
      : `No gap questions: there is ${interview.benchmark_reason}`,
  ]);
  if (!interview.questions.length) {
    kit.write("There are no questions yet: pick a role benchmark or add your company's own questions.", {
      color: MUTED,
    });
  }
  interview.questions.forEach((q, i) => {
    kit.room(kit.heightOf(q.text, 11) + 150);
    kit.write(`${i + 1}. ${KIND_LABELS[q.kind]}${q.reason ? ` · ${q.reason}` : ""}`, {
      size: 8.5,
      color: kit.primary,
      gap: 2,
    });
    kit.write(q.text, { font: "Helvetica-Bold", size: 11, gap: 3 });
    if (q.listen_for) kit.write(`Listen for: ${q.listen_for}`, { size: 9, color: MUTED, gap: 4 });
    // Ruled lines for handwritten notes, then the rating boxes.
    for (let line = 0; line < 4; line++) {
      doc.y += 18;
      doc
        .moveTo(kit.left, doc.y)
        .lineTo(kit.left + kit.width, doc.y)
        .lineWidth(0.5)
        .stroke(TRACK);
    }
    doc.y += 8;
    kit.write("Rating:   [  ] 1     [  ] 2     [  ] 3     [  ] 4     [  ] 5", { size: 9, color: MUTED, gap: 10 });
  });
  return kit.finish(`Interview guide · ${name}`);
}

/** GET /custom-interview-questions/notes/{id}/guide/pdf */
export async function sendGuidePdf(
  db: Database,
  actor: Actor,
  id: number,
  benchmarkId: number | undefined,
): Promise<FileAnswer> {
  const { interview, result } = await getInterview(db, actor, id, benchmarkId);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, result.companyId));
  const person = {
    first: result.first,
    last: result.last,
    roleName: result.roleName,
    companyName: company?.name ?? "",
  };
  const pdf = await renderGuidePdf(person, interview);
  return pdfFile(pdf, `interview-guide-${fileNamePart(result.first)}-${fileNamePart(result.last)}.pdf`);
}
