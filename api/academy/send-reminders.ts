// Reminders for overdue assignments: "Send reminders" in Learning Management queues one job; the worker e-mails each
// learner with an overdue, unfinished assigned course once (one message listing them all) through the mail port.
import { inArray } from "drizzle-orm";
import brand from "~brand";
import type { Database } from "../../server/db/client";
import { academyAssignments } from "../../server/db/schema/index";
import type { Mailer } from "../../server/mail/index";
import type { JobQueue } from "../queue/index";
import { progressRows } from "./progress-rows";

export const REMINDER_QUEUE = "academy-reminders";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The overdue learners now, each with their overdue courses. */
async function overdueLearners(db: Database) {
  const byUser = new Map<
    number,
    { email: string; name: string; courses: { id: number; title: string; due: string }[] }
  >();
  for (const row of await progressRows(db, {})) {
    if (row.state !== "overdue") continue;
    const entry = byUser.get(row.user.id) ?? { email: row.user.email, name: row.user.name, courses: [] };
    entry.courses.push({ id: row.course.id, title: row.course.title, due: row.due_on ?? "" });
    byUser.set(row.user.id, entry);
  }
  return byUser;
}

/** POST /academy/manage/reminders: queues the reminder job; answers how many learners are overdue right now. */
export async function requestReminders(db: Database, queue: JobQueue) {
  const learners = (await overdueLearners(db)).size;
  // One job at a time: pressing the button twice while it waits sends each learner one e-mail, not two.
  const id = learners > 0 ? await queue.send(REMINDER_QUEUE, {}, { singletonKey: REMINDER_QUEUE }) : null;
  return { learners, queued: id !== null };
}

/** The job: one e-mail per overdue learner; the assignments concerned remember when they were reminded. */
export async function sendReminders(db: Database, mailer: Mailer, publicUrl: string): Promise<number> {
  const learners = await overdueLearners(db);
  const base = publicUrl.replace(/\/$/, "");
  for (const learner of learners.values()) {
    const lines = learner.courses.map((c) => `${c.title} (due ${c.due}): ${base}/academy/courses/${c.id}`);
    await mailer.send({
      to: learner.email,
      template: "academy-reminder",
      subject: `Reminder: ${learner.courses.length === 1 ? "a course is" : "courses are"} overdue in the ${brand.name} Academy`,
      text: [
        `Hello ${learner.name},`,
        "",
        "These Academy courses assigned to you are past their due date:",
        ...lines.map((l) => `- ${l}`),
        "",
        "You can pick up where you left off at any time.",
      ].join("\n"),
      html: [
        `<p>Hello ${escapeHtml(learner.name)},</p>`,
        "<p>These Academy courses assigned to you are past their due date:</p>",
        `<ul>${learner.courses
          .map(
            (c) =>
              `<li><a href="${escapeHtml(`${base}/academy/courses/${c.id}`)}">${escapeHtml(c.title)}</a> (due ${escapeHtml(c.due)})</li>`,
          )
          .join("")}</ul>`,
        "<p>You can pick up where you left off at any time.</p>",
      ].join(""),
    });
  }
  const courseIds = [...new Set([...learners.values()].flatMap((l) => l.courses.map((c) => c.id)))];
  if (courseIds.length) {
    await db
      .update(academyAssignments)
      .set({ remindedAt: new Date() })
      .where(inArray(academyAssignments.courseId, courseIds));
  }
  return learners.size;
}

/** Starts this process's worker of the reminder queue. */
export async function startReminderWorker(db: Database, queue: JobQueue, mailer: Mailer, publicUrl: string) {
  await queue.work(REMINDER_QUEUE, async () => {
    await sendReminders(db, mailer, publicUrl);
  });
}
