// The printable interview guide: the candidate's questions, why each is asked, what to listen for, the candidate's
// written answer from the instant interview, the notes and 1–5 rating saved so far, and ruled space for more, from
// the same data as the interview panel.
import { eq } from "drizzle-orm";
import { placeWrittenAnswers } from "../../domain/interview-questions";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { pdfFile, type FileAnswer } from "../http/answers";
import { BOLD, createPdf, fileNamePart, MUTED, pdfDay, TRACK } from "../pdf/kit";
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
  const written = placeWrittenAnswers(
    interview.questions.map((q) => q.key),
    interview.instant_interview?.answers ?? [],
  );
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
    kit.write(q.text, { font: BOLD, size: 11, gap: 3 });
    if (q.listen_for) kit.write(`Listen for: ${q.listen_for}`, { size: 9, color: MUTED, gap: 4 });
    const answer = written.byKey.get(q.key);
    if (answer) {
      kit.room(kit.heightOf(answer, 10) + 20);
      kit.write("Written answer (instant interview):", { size: 8.5, color: MUTED, gap: 1 });
      kit.write(answer, { size: 10, gap: 4 });
    }
    const note = q.note;
    if (note?.notes.trim()) {
      kit.room(kit.heightOf(note.notes, 10) + 20);
      kit.write(`Notes saved ${pdfDay(new Date(note.updated_at))}:`, { size: 8.5, color: MUTED, gap: 1 });
      kit.write(note.notes.trim(), { size: 10, gap: 4 });
    }
    // Ruled lines for handwritten notes (fewer below saved ones), then the rating boxes, the saved one ticked.
    for (let line = 0; line < (note?.notes.trim() ? 2 : 4); line++) {
      doc.y += 18;
      doc
        .moveTo(kit.left, doc.y)
        .lineTo(kit.left + kit.width, doc.y)
        .lineWidth(0.5)
        .stroke(TRACK);
    }
    doc.y += 8;
    const boxes = [1, 2, 3, 4, 5].map((n) => `[${note?.rating === n ? "X" : "  "}] ${n}`).join("     ");
    kit.write(`Rating:   ${boxes}${note?.rating ? `   (saved: ${note.rating} of 5)` : ""}`, {
      size: 9,
      color: MUTED,
      gap: 10,
    });
  });
  if (written.other.length) {
    // Answers to questions no longer on the list (another benchmark, a deleted company question) still count.
    kit.room(60);
    kit.write("Other written answers (instant interview)", { font: BOLD, size: 11, gap: 4 });
    for (const a of written.other) {
      kit.room(kit.heightOf(a.question, 10) + kit.heightOf(a.answer, 10) + 10);
      kit.write(a.question, { font: BOLD, size: 10, gap: 1 });
      kit.write(a.answer.trim(), { size: 10, gap: 6 });
    }
  }
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
