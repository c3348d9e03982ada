// The readable personal-data export: everything held about a person, in the brand's styling (api/pdf/kit.ts),
// addressed to the person — staff download it to answer their request, the person downloads it through their own
// report's link. The complete JSON (./export-person.ts) holds the same rows and every technical one.
import brand from "~brand";
import { aboutTheScores } from "../../domain/assessment/participant-report";
import { BOLD, createPdf, MUTED, pdfDay } from "../pdf/kit";
import type { ReadableExport } from "./readable";

export const EXPORT_TITLE = "Your personal data";

/** The sections, in order: tests and the person's portal name them. */
export const EXPORT_SECTIONS = {
  profile: "Your profile",
  answers: "Your answers",
  applications: "Your applications",
  messages: "Messages sent to you",
  notes: "Notes written about you",
  consents: "Your consents and choices",
  requests: "Your requests",
} as const;

/** A message that did not go out, in words (a sent one needs none). */
const MESSAGE_STATUS: Record<string, string> = {
  pending: "waiting to be sent",
  sending: "waiting to be sent",
  skipped: "not sent",
  failed: "could not be delivered",
};

const when = (date: Date | null) => (date ? pdfDay(date) : "Date not recorded");

/** The export as a PDF file's bytes. */
export function renderExportPdf(data: ReadableExport): Promise<Buffer> {
  const kit = createPdf({ title: `${EXPORT_TITLE}: ${data.name}` });
  const { doc } = kit;
  const at = data.company ? ` at ${data.company}` : "";
  kit.header(EXPORT_TITLE, data.name, [
    data.email,
    `Everything held about you${at}, as of ${pdfDay(data.exportedAt)}. Made with ${brand.name}.`,
  ]);
  kit.write(
    "This document lists the personal data held about you, in plain words. The complete data, with every technical " +
      "record, comes as a JSON file beside it. If something is wrong, you can ask for it to be corrected; you can " +
      "also ask for your data to be deleted.",
    { gap: 6 },
  );

  const none = (text: string) => kit.write(text, { color: MUTED, gap: 4 });
  /** A label and its value side by side (a statement and its answer, a question and its answer). */
  const pair = (label: string, value: string) => {
    const labelW = kit.width * 0.62;
    const valueX = kit.left + labelW + 12;
    const valueW = kit.width - labelW - 12;
    const h = Math.max(kit.heightOf(label, 9, undefined, labelW), kit.heightOf(value, 9, BOLD, valueW));
    kit.room(h + 4);
    const y = doc.y;
    kit.write(label, { size: 9, width: labelW });
    doc.y = y;
    kit.write(value, { size: 9, font: BOLD, x: valueX, width: valueW });
    doc.y = y + h + 4;
  };
  const block = (title: string, lines: string[], body: string | null) => {
    kit.room(50);
    kit.write(title, { font: BOLD, size: 10, gap: 1 });
    for (const line of lines) kit.write(line, { size: 9, color: MUTED });
    if (body) kit.write(body, { size: 9, gap: 2 });
    doc.y += 6;
  };

  kit.heading(EXPORT_SECTIONS.profile, 60);
  if (!data.profiles.length) none(`You have not finished a ${brand.wording.assessment}, so there are no scores.`);
  for (const profile of data.profiles) {
    kit.write(`Based on your answers of ${pdfDay(profile.submittedAt)}`, { font: BOLD, size: 10, gap: 2 });
    kit.write(profile.howSure, { size: 9, color: MUTED, gap: 4 });
    for (const domain of profile.domains) {
      kit.room(60);
      kit.write(`${domain.name}: percentile ${domain.percentile} (likely range ${domain.low}–${domain.high})`, {
        font: BOLD,
        size: 10,
        gap: 2,
      });
      const y = doc.y;
      kit.bar(domain.percentile, y, kit.left, kit.width, 6, { low: domain.low, high: domain.high });
      doc.y = y + 12;
      kit.write(domain.howYouWork, { size: 9, gap: 6 });
    }
    kit.write(aboutTheScores(profile.normGroup), { size: 8, color: MUTED, gap: 6 });
  }

  kit.heading(EXPORT_SECTIONS.answers, 40);
  if (!data.answers.length) none("No answers are held.");
  for (const set of data.answers) {
    kit.write(`${set.items.length} statements, answered from ${when(set.startedAt)}`, {
      font: BOLD,
      size: 10,
      gap: 4,
    });
    for (const item of set.items) pair(item.statement, item.answer);
    doc.y += 6;
  }

  kit.heading(EXPORT_SECTIONS.applications, 40);
  if (!data.applications.length) none("You have not applied to a job here.");
  for (const application of data.applications) {
    block(application.job, [`${application.status} · ${pdfDay(application.date)}`], null);
    for (const answer of application.answers) pair(answer.question, answer.answer);
    doc.y += 4;
  }

  kit.heading(EXPORT_SECTIONS.messages, 40);
  if (!data.messages.length) none("No messages were sent to you.");
  for (const message of data.messages) {
    const said = message.status ? MESSAGE_STATUS[message.status] : undefined;
    const status = said ? ` · ${said}` : "";
    block(message.subject ?? message.channel, [`${message.channel} · ${pdfDay(message.date)}${status}`], message.text);
  }

  kit.heading(EXPORT_SECTIONS.notes, 40);
  if (!data.notes.length) none("Nobody has written notes about you.");
  for (const note of data.notes) {
    const removed = note.removed ? " · removed from view, still stored" : "";
    block(note.kind, [`${pdfDay(note.date)}${removed}`], note.text);
  }

  kit.heading(EXPORT_SECTIONS.consents, 40);
  if (!data.consents.length) none("No consents are recorded.");
  for (const consent of data.consents) kit.bullet(`${pdfDay(consent.date)}: ${consent.text}`, { size: 9 });

  kit.heading(EXPORT_SECTIONS.requests, 40);
  if (!data.requests.length) none("You have not made any requests about your data.");
  for (const request of data.requests) {
    const lines = [
      [when(request.date), request.status ? `status: ${request.status}` : null].filter(Boolean).join(" · "),
    ];
    if (request.due) lines.push(`Answer due by ${pdfDay(request.due)}`);
    block(request.kind.replaceAll("_", " "), lines, request.text);
  }

  return kit.finish(`${EXPORT_TITLE} · ${data.name}`);
}
