// The audit trail in words: each recorded action's name, who acted when no one signed in, and a row's summary with
// its codes (roles, operation ids) read as words. Rows store codes, ids and counts only (record.ts); the words are
// made when the trail is read, so old rows read as well as new ones.
import brand from "~brand";
import { ROLE_LABELS, type Role } from "../../domain/roles";
import { plural } from "../../domain/text";
import { contracts } from "../contracts";

/** The brand's words the labels use (brand.wording). */
export interface AuditWording {
  /** The people assessed, capitalised as a heading: "Candidates", "Employees". */
  candidates: string;
}

const defaultWording: AuditWording = { candidates: brand.wording.candidates };

/**
 * Every action the API records (`recordAudit` calls in api/), in words. A unit test reads the calls and fails on a
 * code missing here, so no entry's title is ever a raw code.
 */
export const AUDIT_ACTIONS: Record<string, (w: AuditWording) => string> = {
  "academy_assignment.create": () => "Course assigned",
  "academy_assignment.delete": () => "Course assignment withdrawn",
  "academy_course.create": () => "Course created",
  "academy_course.update": () => "Course changed",
  "academy_course.publish": () => "Course published",
  "academy_course.unpublish": () => "Course unpublished",
  "academy_course.archive": () => "Course archived",
  "audit.export": () => "Audit trail exported",
  "book_code.redeem": () => "Book code redeemed",
  "book_code.revoke": () => "Book code revoked",
  "book_code_batch.create": () => "Book codes generated",
  "book_code_batch.revoke": () => "Book code batch revoked",
  "campaign.create": () => "Campaign created",
  "campaign.update": () => "Campaign changed",
  "campaign.end": () => "Campaign ended",
  "candidate_analysis.generate": () => "Analysis and interview questions generated",
  "company.ai_enable": () => "AI features switched on",
  "company.ai_disable": () => "AI features switched off",
  "company.participant_reports_on": () => "Own reports for people assessed switched on",
  "company.participant_reports_off": () => "Own reports for people assessed switched off",
  "company.fit_health_facets_include": () => "Health-adjacent facets included in fit",
  "company.fit_health_facets_exclude": () => "Health-adjacent facets left out of fit",
  "data.clean_up.test-data": () => "Test data removed",
  "data.clean_up.retention": () => "Data past its retention period removed",
  "interview_note.save": () => "Interview notes saved",
  "interview_question.create": () => "Interview question added",
  "interview_question.update": () => "Interview question changed",
  "interview_question.delete": () => "Interview question deleted",
  "mail.send": () => "E-mail sent",
  "mail_template.update": () => "E-mail text changed",
  "mail_template.reset": () => "E-mail text reset",
  "message_template.create": () => "Message template created",
  "message_template.update": () => "Message template changed",
  "message_template.delete": () => "Message template deleted",
  "messaging.send": () => "Message sent",
  "messaging.unsubscribe": () => "Unsubscribed from messages",
  "person.erase": () => "Personal data erased",
  "person.export": () => "Personal data exported",
  "proxy.start": () => "Support session started",
  "proxy.end": () => "Support session ended",
  "proxy.write": () => "Change in a support session",
  "report_mapping.activate": () => "Report texts activated",
  "report_mapping.archive": () => "Report texts archived",
  "report_mapping.rollback": () => "Report texts rolled back",
  "resume_analysis.create": () => "Resume analyzed",
  "resume_analysis.feedback": () => "Feedback on a resume analysis",
  "survey_result.resume_attach": () => "Resume attached",
  "survey_results.export": (w) => `${w.candidates} exported`,
  "user.role_change": () => "Role changed",
  "user.company_change": () => "User moved to another company",
  "user.deactivate": () => "User deactivated",
  "user.reactivate": () => "User reactivated",
  "webhook.create": () => "Webhook created",
  "webhook.update": () => "Webhook changed",
  "webhook.delete": () => "Webhook deleted",
  "webhook.rotate_secret": () => "Webhook secret rotated",
};

/**
 * An action in words. One recorded by a newer feature than this list (it should not happen: the unit test) reads
 * as its words rather than its code: "widget.rename" → "Widget rename".
 */
export function auditActionLabel(action: string, wording: AuditWording = defaultWording): string {
  const known = AUDIT_ACTIONS[action];
  if (known) return known(wording);
  if (action.startsWith("data.clean_up.")) return "Old data removed";
  const words = action.replace(/[._-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "Change";
}

/**
 * Who acted when no one was signed in, named for what it is: the reader redeeming a book code, the recipient
 * unsubscribing by a message's link or by replying STOP, otherwise a public page.
 */
export function publicActorName(action: string, subjectType: string | null): string {
  if (action === "book_code.redeem") return "A reader, signed out";
  if (action === "messaging.unsubscribe") {
    return subjectType === null ? "The recipient, by replying STOP" : "The recipient, by unsubscribe link";
  }
  return "Public link (no one signed in)";
}

const roleWords = (code: string) => ROLE_LABELS[code as Role] ?? code;

/** What an operation does, from its contract's summary, by its operation id (`<feature>.<operation>`). */
function operationWords(operationId: string): string | null {
  const [feature, name] = operationId.split(".");
  const contract = (contracts as Record<string, Record<string, { summary?: string }> | undefined>)[feature];
  return contract?.[name]?.summary ?? null;
}

/** "3 assessment(s)" and "1 people", as older rows were written, with their plurals right. */
function fixPlurals(text: string): string {
  return text
    .replace(/\b(\d[\d,]*) ([a-z][a-z ]*?)\(s\)/gi, (_, n: string, noun: string) =>
      plural(Number(n.replace(/,/g, "")), noun),
    )
    .replace(/\b1 people\b/g, "1 person");
}

/**
 * A row's summary in plain words: role codes as role names ("Company user → Company owner"), a support session's
 * write as what the operation does, and counts with their plurals right.
 */
export function readableSummary(action: string, summary: string): string {
  if (action === "user.role_change") {
    const roles = /^Role changed from (\w+) to (\w+)$/.exec(summary);
    if (roles) return `${roleWords(roles[1])} → ${roleWords(roles[2])}`;
  }
  if (action === "proxy.write") {
    const call = /^(GET|POST|PUT|PATCH|DELETE) (\S+)$/.exec(summary);
    if (call) return operationWords(call[2]) ?? "A change through the API";
  }
  return fixPlurals(summary);
}
