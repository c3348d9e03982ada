// The audit trail in words: each recorded action's name, who acted when no one signed in, and a row's summary with
// its codes (roles, operation ids) read as words. Rows store codes, ids and counts only (record.ts); the words are
// made when the trail is read, so old rows read as well as new ones.
import brand from "~brand";
import { isLanguage, languageName } from "../../domain/languages";
import { ROLE_LABELS, type Role } from "../../domain/roles";
import { RECOMMENDATION_LABELS, type Recommendation } from "../../domain/scorecards";
import { listOfNames, plural } from "../../domain/text";
import { channelLabel } from "../campaigns/brand-steps";
import { STATUS_LABELS, type CampaignChannel, type CampaignStatus } from "../../domain/campaigns";
import { contracts } from "../contracts";
import { mailTemplateDefinition } from "../../server/mail/templates";

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
  "adverse_impact.export": () => "Bias audit pack downloaded",
  "adverse_impact.threshold_change": () => "Passing threshold for fit changed",
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
  "company.ai_call_retention": () => "AI-call record retention changed",
  "company.self_identification_questions": () => "Self-identification questions changed",
  "company.participant_reports_on": () => "Own reports for people assessed switched on",
  "company.participant_reports_off": () => "Own reports for people assessed switched off",
  "company.fit_health_facets_include": () => "Health-adjacent facets included in fit",
  "company.fit_health_facets_exclude": () => "Health-adjacent facets left out of fit",
  "company.default_language": () => "Language for candidates changed",
  "data.clean_up.test-data": () => "Test data removed",
  "data_request.create": () => "Request about their data filed",
  "data_request.status_change": () => "Request status changed",
  "data_request.assign": () => "Request assigned",
  "data_request.reply": () => "Request answered by e-mail",
  "data.clean_up.retention": () => "Data past its retention period removed",
  "interview_note.save": () => "Interview notes saved",
  "interview_answer.grade": () => "Written interview answer graded",
  "interview_question.create": () => "Interview question added",
  "interview_question.update": () => "Interview question changed",
  "interview_question.delete": () => "Interview question deleted",
  "scorecard.save": () => "Scorecard draft saved",
  "scorecard.submit": () => "Scorecard submitted",
  "scorecard_attribute.set": () => "Scorecard attribute of a question written",
  "scorecard_attribute.remove": () => "Scorecard attribute of a question removed",
  "company.scorecards_hidden_on": () => "Scorecards hidden until one's own is submitted",
  "company.scorecards_hidden_off": () => "Scorecards visible to every interviewer",
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
  "person.export_own": () => "Their own data downloaded through their report link",
  "participant_report.revoke": () => "Own report link revoked",
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
  "user.eeo_access_grant": () => "Access to self-identification answers granted",
  "user.eeo_access_revoke": () => "Access to self-identification answers withdrawn",
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

/** The name of another object a row points to, read inside the reader's scope; null when it cannot be named. */
export type NameOf = (type: string, id: number) => string | null;
const noNames: NameOf = () => null;

/**
 * Objects a summary names by id besides the row's subject, to be named when the trail is read like the subject:
 * the person who redeemed a book code, the companies of a move, the custom question of an interview note.
 */
export function summaryReferences(action: string, summary: string): { subjectType: string; subjectId: number }[] {
  const ids = (type: string, re: RegExp) =>
    [...(re.exec(summary)?.slice(1) ?? [])].filter(Boolean).map((id) => ({ subjectType: type, subjectId: Number(id) }));
  if (action === "book_code.redeem") return ids("survey_result", /redeemed by survey result (\d+)/);
  if (action === "user.company_change") return ids("company", /^Moved from company (\d+) to company (\d+)$/);
  if (action === "interview_note.save")
    return ids("custom_interview_question", /^Saved interview notes on custom:(\d+)/);
  return [];
}

/**
 * Who acted when no one was signed in, named for what they were: the person who redeemed a book code as they
 * registered (by name, when the reader may see it), the recipient unsubscribing by a message's link or by replying
 * STOP, otherwise a visitor of a public page. Never "someone signed out".
 */
export function publicActorName(
  action: string,
  subjectType: string | null,
  summary = "",
  nameOf: NameOf = noNames,
): string {
  if (action === "book_code.redeem") {
    const [person] = summaryReferences(action, summary);
    const name = person ? nameOf(person.subjectType, person.subjectId) : null;
    return `${name ?? "The person registering"}, with their book code (not signed in)`;
  }
  if (action === "messaging.unsubscribe") {
    return subjectType === null ? "The recipient, by replying STOP" : "The recipient, by unsubscribe link";
  }
  if (action.startsWith("data_request.") || action === "person.erase") {
    return "The person, through their own report link (not signed in)";
  }
  return "A visitor of a public page (not signed in)";
}

const roleWords = (code: string) => ROLE_LABELS[code as Role] ?? "another role";

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
 * A list of counts without its zeros ("1 assessment, 0 applications, 2 files" → "1 assessment, 2 files"): what was
 * not there is no news, and a brand without jobs never speaks of applications.
 */
function withoutNone(list: string): string {
  const parts = list.split(", ").filter((part) => !/^0 /.test(part));
  return parts.length ? parts.join(", ") : "Nothing was held";
}

const capitalised = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/**
 * An e-mail template's title by its name in a summary (`the hb "invitation" e-mail`), with the language of its text
 * when not English (`the hb "message" e-mail in de`).
 */
function mailTemplateWords(summary: string): string | null {
  const match = /"([a-z-]+)" e-mail(?: in ([a-z-]+))?/.exec(summary);
  if (!match) return null;
  const [, name, language] = match;
  const inLanguage = isLanguage(language) ? ` in ${languageName(language)}` : "";
  return `The “${mailTemplateDefinition(name)?.title ?? "product"}” e-mail${inLanguage}`;
}

/** A filter's key in words (`company_id` → "company"). */
const filterWords = (key: string) => key.replace(/_id$/, "").replace(/_/g, " ");

type Details = (summary: string, nameOf: NameOf) => string | null;

/**
 * Each action's summary in words, where it holds more than the action's name and subject: codes (roles, channels,
 * statuses, operation ids, template names) as words, ids as names, counts with their plurals right. Null: nothing
 * to add. Actions not listed read as their summary, plurals put right.
 */
const DETAILS: Record<string, Details> = {
  "user.role_change": (summary) => {
    const roles = /^Role changed from (\w+) to (\w+)$/.exec(summary);
    return roles ? `${roleWords(roles[1])} → ${roleWords(roles[2])}` : null;
  },
  "user.company_change": (summary, nameOf) => {
    const moved = /^Moved from company (\d+) to company (\d+)$/.exec(summary);
    if (!moved) return null;
    const [from, to] = [nameOf("company", Number(moved[1])), nameOf("company", Number(moved[2]))];
    return from && to ? `${from} → ${to}` : to ? `Now in ${to}` : null;
  },
  "user.deactivate": () => null,
  "user.reactivate": () => null,
  "proxy.start": (summary) => {
    const reason = /Reason: ([\s\S]+)$/.exec(summary)?.[1].trim();
    return reason ? `Reason: ${reason}` : null;
  },
  "proxy.end": () => null,
  "proxy.write": (summary) => {
    const call = /^(GET|POST|PUT|PATCH|DELETE) (\S+)$/.exec(summary);
    return call ? (operationWords(call[2]) ?? "A change through the API") : "A change through the API";
  },
  "book_code.redeem": () => null,
  "book_code_batch.create": (summary) => fixPlurals(summary.replace(/^Generated /, "")),
  "book_code.revoke": () => null,
  "book_code_batch.revoke": (summary) => {
    const n = /: (\d+) unused codes?$/.exec(summary)?.[1];
    return n === undefined ? null : `${plural(Number(n), "unused code")} revoked`;
  },
  "campaign.create": (summary) => campaignWords(summary),
  "campaign.update": (summary) => campaignWords(summary),
  "campaign.end": (summary) => {
    const was = /\(was (\w+)\)$/.exec(summary)?.[1] as CampaignStatus | undefined;
    return was && STATUS_LABELS[was] ? `It was ${STATUS_LABELS[was].toLowerCase()}` : null;
  },
  "message_template.create": (summary) =>
    /Created (email|sms) message template/.exec(summary)?.[1] === "sms" ? "An SMS template" : "An e-mail template",
  "message_template.update": () => null,
  "message_template.delete": () => null,
  "messaging.unsubscribe": (summary) => (/replied STOP/.test(summary) ? "A number replied STOP to an SMS" : null),
  "interview_answer.grade": (summary) => {
    const score = /\(score (\d)\)$/.exec(summary)?.[1];
    return score ? `Scored ${score} of 4, blind` : null;
  },
  "interview_note.save": (summary, nameOf) => {
    const rating = /\(rating (\d+)\)$/.exec(summary)?.[1];
    const custom = /^Saved interview notes on custom:(\d+)/.exec(summary)?.[1];
    const question = custom ? nameOf("custom_interview_question", Number(custom)) : null;
    const parts = [question ? `On ${question}` : null, rating ? `rated ${rating}` : null].filter(Boolean);
    return parts.length ? capitalised(parts.join(", ")) : null;
  },
  "messaging.send": (summary) => {
    const m = /^Queued (an e-mail|an SMS) to (.+)$/.exec(summary);
    return m ? `${capitalised(m[1])} to ${fixPlurals(m[2])}, queued for sending` : fixPlurals(summary);
  },
  "person.erase": (summary) => withoutNone(fixPlurals(summary.replace(/^Erased a person's data: /, ""))),
  "person.export": (summary) => fixPlurals(summary.replace(/^Exported a person's data: /, "")),
  "person.export_own": (summary) =>
    fixPlurals(summary.replace(/^The person downloaded their data through their report link: /, "")),
  "participant_report.revoke": (summary) => {
    const m = /^Revoked (.+) to a person's own report$/.exec(summary);
    return m ? `${m[1]} revoked` : null;
  },
  "interview_question.create": () => null,
  "scorecard.save": () => null,
  "scorecard.submit": (summary) => {
    const m = /\((strong_no|no|yes|strong_yes)\)$/.exec(summary)?.[1] as Recommendation | undefined;
    return m ? `Recommendation: ${RECOMMENDATION_LABELS[m].toLowerCase()}` : null;
  },
  "scorecard_attribute.set": () => null,
  "scorecard_attribute.remove": () => null,
  "company.scorecards_hidden_on": () => null,
  "company.scorecards_hidden_off": () => null,
  "interview_question.update": () => null,
  "interview_question.delete": () => null,
  "candidate_analysis.generate": (summary) => {
    const m = /and (\d+) interview questions? generated \((AI|without AI)\)/.exec(summary);
    if (!m) return fixPlurals(summary);
    return `${plural(Number(m[1]), "interview question")}, ${m[2] === "AI" ? "written with AI" : "written without AI"}`;
  },
  "mail.send": (summary) => mailTemplateWords(summary),
  "mail_template.update": (summary) => mailTemplateWords(summary),
  "mail_template.reset": (summary) => {
    const template = mailTemplateWords(summary);
    return template ? `${template}, back to its built-in text` : null;
  },
  "webhook.create": (summary) => {
    const events = /created for (.+)$/.exec(summary)?.[1];
    return events ? `For ${fixPlurals(events)}` : null;
  },
  "webhook.update": (summary) => {
    const state = /\((on|off)\)$/.exec(summary)?.[1];
    return state ? (state === "on" ? "Now on" : "Now off") : null;
  },
  "webhook.rotate_secret": (summary) => {
    const hours = /(\d+) h overlap$/.exec(summary)?.[1];
    return hours === undefined ? null : `The old secret still works for ${plural(Number(hours), "hour")}`;
  },
  "webhook.delete": () => null,
  "academy_course.create": () => "As a draft",
  "academy_course.update": () => null,
  "academy_course.publish": () => null,
  "academy_course.unpublish": () => null,
  "academy_course.archive": () => null,
  "academy_assignment.create": (summary) => {
    const m = /assigned(?: to role (\w+))?, due (\S+)$/.exec(summary);
    if (!m) return null;
    return `${m[1] ? `To everyone with the role ${roleWords(m[1])}, due` : "Due"} ${m[2]}`;
  },
  "academy_assignment.delete": () => null,
  "company.ai_enable": () => null,
  "company.ai_disable": () => null,
  "company.ai_call_retention": () => null,
  "company.participant_reports_on": () => null,
  "company.participant_reports_off": () => null,
  "company.fit_health_facets_include": (summary) => (/with a recorded reason/.test(summary) ? "With a reason" : null),
  "company.fit_health_facets_exclude": () => null,
  "report_mapping.activate": (summary) => reportMappingWords(summary),
  "report_mapping.archive": (summary) => reportMappingWords(summary),
  "report_mapping.rollback": (summary) => reportMappingWords(summary),
  "resume_analysis.create": (summary) => {
    const m = /\((\w+)\): (\d+) of (\d+) requirements met/.exec(summary);
    if (!m) return null;
    return `${m[2]} of ${plural(Number(m[3]), "requirement")} met, ${m[1] === "ai" ? "read with AI" : "read without AI"}`;
  },
  "resume_analysis.feedback": (summary) => {
    const m = /^Feedback thumbs (up|down)( with a comment)?/.exec(summary);
    return m ? `Thumbs ${m[1]}${m[2] ? ", with a comment" : ""}` : null;
  },
  "survey_result.resume_attach": () => null,
  "survey_results.export": (summary) => {
    const filters = /filtered by (.+)$/.exec(summary)?.[1];
    if (!filters) return "Everything the reader may see";
    return `Filtered by ${listOfNames(filters.split(", ").map(filterWords))}`;
  },
  "audit.export": (summary) => {
    const rows = /\(([^)]+)\)$/.exec(summary)?.[1];
    return rows ? fixPlurals(rows) : null;
  },
};

/** A campaign's channel and status in words: "E-mail, live". */
function campaignWords(summary: string): string | null {
  const m = /\((\w+), (\w+)\)$/.exec(summary);
  if (!m) return null;
  const status = STATUS_LABELS[m[2] as CampaignStatus];
  return `${channelLabel(m[1] as CampaignChannel)}${status ? `, ${status.toLowerCase()}` : ""}`;
}

/** What happened to a set of report texts, after its kind and scale code: "Version 3 activated, version 2 archived". */
function reportMappingWords(summary: string): string | null {
  const what = /: ((?:active |draft )?version[\s\S]+)$/.exec(summary)?.[1];
  return what ? capitalised(what.replace(/^(active|draft) /, "")) : null;
}

/**
 * A row's summary in plain words (role codes as role names: "Company user → Company owner", a support session's
 * write as what the operation does, ids as names through `nameOf`, counts with their plurals right); null when it
 * adds nothing to the action's name and subject.
 */
export function readableSummary(action: string, summary: string, nameOf: NameOf = noNames): string | null {
  if (action.startsWith("data.clean_up.")) {
    const counts = fixPlurals(summary.replace(/^Removed /, "").replace(/\s*\([a-z-]+\)$/, ""));
    // "3 assessments and 0 applications" says only the assessments (a brand without jobs has no applications).
    return capitalised(counts.replace(/^(.+) and 0 \w+$/, "$1").replace(/^0 \w+ and (.+)$/, "$1"));
  }
  const details = DETAILS[action];
  return details ? details(summary, nameOf) : fixPlurals(summary);
}
