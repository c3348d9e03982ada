import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { plural } from "../../domain/text";
import { AUDIT_ACTIONS, auditActionLabel, publicActorName, readableSummary, summaryReferences } from "./wording";

/** The api/ source files (not tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The action codes of every `recordAudit(…)` call: the string literals between its `action:` and `companyId:`
 * (a ternary names two, a template literal's fixed part a prefix).
 */
function recordedActions(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(join(__dirname, ".."))) {
    const text = readFileSync(file, "utf8");
    for (const call of text.matchAll(/recordAudit\([\s\S]*?action:([\s\S]*?)companyId/g)) {
      for (const literal of call[1].matchAll(/["`]([a-z_.-]+)(?:\$\{[^}]*\}[a-z_]*)*["`]/g)) codes.add(literal[1]);
    }
  }
  return [...codes].sort();
}

describe("the audit trail's actions in words", () => {
  it("finds the recorded actions in the source", () => {
    const codes = recordedActions();
    expect(codes).toEqual(
      expect.arrayContaining(["user.role_change", "messaging.send", "proxy.write", "data.clean_up."]),
    );
    expect(codes.length).toBeGreaterThan(45);
  });

  it("has words for every action recorded in api/, never the code", () => {
    const codes = recordedActions();
    for (const code of codes) {
      // A template literal's code (`data.clean_up.${scope}`, `academy_course.${…}`) is listed by its fixed part.
      const known = code.endsWith(".")
        ? Object.keys(AUDIT_ACTIONS).some((a) => a.startsWith(code))
        : code in AUDIT_ACTIONS;
      expect(known, `no words for the action ${code}`).toBe(true);
    }
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      const label = auditActionLabel(action, { candidates: "Candidates" });
      expect(label).not.toBe(action);
      expect(label).not.toMatch(/[._]/);
    }
  });

  it("uses the brand's word for the people assessed", () => {
    expect(auditActionLabel("survey_results.export", { candidates: "Employees" })).toBe("Employees exported");
    expect(auditActionLabel("user.role_change")).toBe("Role changed");
    expect(auditActionLabel("book_code.redeem")).toBe("Book code redeemed");
    expect(auditActionLabel("messaging.send")).toBe("Message sent");
  });

  it("reads an unknown action as words rather than a code", () => {
    expect(auditActionLabel("widget.rename")).toBe("Widget rename");
    expect(auditActionLabel("data.clean_up.someday")).toBe("Old data removed");
  });
});

describe("who acted without signing in", () => {
  it("names the person who redeemed a book code, and the recipient who unsubscribed", () => {
    const summary = "Book code 12 of batch 3 redeemed by survey result 45";
    expect(summaryReferences("book_code.redeem", summary)).toEqual([{ subjectType: "survey_result", subjectId: 45 }]);
    const named = (type: string, id: number) => (type === "survey_result" && id === 45 ? "Ann Lee" : null);
    expect(publicActorName("book_code.redeem", "book_code", summary, named)).toBe(
      "Ann Lee, with their book code (not signed in)",
    );
    // Erased, or outside the reader's companies: said without a name, still for what they were.
    expect(publicActorName("book_code.redeem", "book_code", summary)).toBe(
      "The person registering, with their book code (not signed in)",
    );
    expect(publicActorName("messaging.unsubscribe", "survey_result")).toBe("The recipient, by unsubscribe link");
    expect(publicActorName("messaging.unsubscribe", null)).toBe("The recipient, by replying STOP");
    for (const action of [...Object.keys(AUDIT_ACTIONS), "something.else"]) {
      expect(publicActorName(action, null)).not.toMatch(/someone|signed out/i);
    }
  });
});

/**
 * Every action with a summary as its `recordAudit` call writes it today (ids, codes and counts), so each is read in
 * words. A test below fails on an action missing here.
 */
const SAMPLES: Record<string, string> = {
  "academy_assignment.create": "Course 3 assigned to role COMPANY_USER, due 2026-05-01",
  "academy_assignment.delete": "Assignment 4 of course 3 withdrawn",
  "academy_course.create": "Course 3 created as a draft",
  "academy_course.update": "Course 3 changed",
  "academy_course.publish": "Course 3 is now published",
  "academy_course.unpublish": "Course 3 is now draft",
  "academy_course.archive": "Course 3 is now archived",
  "adverse_impact.export": "Bias audit pack downloaded as CSV (2025-12-01 to 2026-11-30, 120 people)",
  "adverse_impact.threshold_change": "Passing threshold for fit set to 70",
  "audit.export": "Audit trail exported (1 row)",
  "book_code.redeem": "Book code 12 of batch 3 redeemed by survey result 45",
  "book_code.revoke": "Revoked book code 12 of batch 3",
  "book_code_batch.create": "Generated 1 book code",
  "book_code_batch.revoke": "Revoked batch 3: 1 unused codes",
  "campaign.create": "Campaign 3 created (qr_code, draft)",
  "campaign.update": "Campaign 3 changed (job_board, live)",
  "campaign.end": "Campaign 3 ended (was live)",
  "candidate_analysis.generate": "Analysis and 1 interview questions generated (without AI)",
  "company.ai_enable": "AI features switched on",
  "company.ai_disable": "AI features switched off",
  "company.ai_call_retention": "AI-call record kept for 12 months",
  "company.self_identification_questions": "Self-identification also asks veteran and disability status",
  "company.participant_reports_on": "People assessed get their own report",
  "company.participant_reports_off": "People assessed no longer get their own report",
  "company.fit_health_facets_include": "Health-adjacent facets (N1, N3) included in fit, with a recorded reason",
  "company.fit_health_facets_exclude": "Health-adjacent facets (N1, N3) left out of fit",
  "company.default_language": "Language for candidates changed from English to German",
  "data.clean_up.test-data": "Removed 1 assessment and 2 applications (test-data)",
  "data.clean_up.retention": "Removed 3 assessment(s) and 1 application(s) (retention)",
  "interview_note.save": "Saved interview notes on custom:7 (rating 4)",
  "interview_answer.grade": "Graded the answer to custom:7 (score 3)",
  "interview_question.create": "Added interview question 7",
  "interview_question.update": "Changed interview question 7",
  "interview_question.delete": "Deleted interview question 7",
  "scorecard.save": "Saved draft scorecard 12",
  "scorecard.submit": "Submitted scorecard 12 (strong_yes)",
  "scorecard_attribute.set": "Set the scorecard attribute of interview question 7",
  "scorecard_attribute.remove": "Removed the scorecard attribute of interview question 7",
  "company.scorecards_hidden_on": "Scorecards hidden until one's own is submitted",
  "company.scorecards_hidden_off": "Scorecards visible to every interviewer",
  "mail.send": 'Sent the hb "continue-assessment" e-mail',
  "mail_template.update": 'Changed the coaching "invitation" e-mail',
  "mail_template.reset": 'Reset the hb "reset" e-mail to its built-in text',
  "message_template.create": "Created sms message template #4",
  "message_template.update": "Changed message template #4",
  "message_template.delete": "Deleted message template #4",
  "messaging.send": "Queued an e-mail to 1 people",
  "messaging.unsubscribe": "A recipient unsubscribed by the e-mail's link",
  "data_request.create": "Request 7 (correction) filed through the person's own report link",
  "data_request.status_change": "Request 7 status from open to in progress",
  "data_request.assign": "Request 7 assigned to user 12",
  "data_request.reply": "Replied to request 7 by e-mail",
  "person.erase": "Erased a person's data: 1 assessment(s), 0 application(s), 2 file(s)",
  "person.export": "Exported a person's data: 1 assessment, 12 tables",
  "person.export_own": "The person downloaded their data through their report link: 1 assessment, 12 tables (pdf)",
  "participant_report.revoke": "Revoked 2 links to a person's own report",
  "proxy.start": "Support session started. Reason: Checking the pipeline they reported",
  "proxy.end": "Support session ended",
  "proxy.write": "POST surveyResults.trackEvent",
  "report_mapping.activate": "Growth report N: version 3 activated, version 2 archived",
  "report_mapping.archive": "Growth report N: draft version 4 archived",
  "report_mapping.rollback": "Growth report N: version 3 rolled back to the built-in texts",
  "resume_analysis.create": "Resume analysis 9 (ai): 3 of 5 requirements met",
  "resume_analysis.feedback": "Feedback thumbs down with a comment",
  "survey_result.resume_attach": "Attached a resume to survey result 45",
  "survey_results.export": "CSV export filtered by search, company_id, status",
  "user.role_change": "Role changed from COMPANY_USER to COMPANY_OWNER",
  "user.company_change": "Moved from company 3 to company 5",
  "user.deactivate": "User deactivated",
  "user.reactivate": "User reactivated",
  "user.eeo_access_grant": "Access to self-identification answers granted",
  "user.eeo_access_revoke": "Access to self-identification answers withdrawn",
  "webhook.create": "Webhook 5 created for 1 event type",
  "webhook.update": "Webhook 5 changed (off)",
  "webhook.delete": "Webhook 5 deleted",
  "webhook.rotate_secret": "Webhook 5 secret rotated, 1 h overlap",
};

/** The names the trail would read for objects a summary holds by id. */
const NAMES: Record<string, string> = {
  "company:3": "Harbor Dental",
  "company:5": "Summit Fitness",
  "custom_interview_question:7": "“Why us?”",
};
const names = (type: string, id: number) => NAMES[`${type}:${id}`] ?? null;

/** What reads as a code or an id rather than words. */
const CODE = [
  /\b[a-z]+[._][a-z_]+\b/, // action codes, operation ids, snake_case keys
  /\b[A-Z]+_[A-Z_]+\b/, // role codes
  /#\d/, // "#4"
  /\b(survey result|company|course|batch|webhook|template|question|analysis|assignment) \d/i, // ids
  /\(s\)|\b1 people\b|\b1 [a-z]+s\b/, // plurals
  /\b(hb|coaching|sms|email|qr_code|job_board|custom:\d)\b/, // brand codes, channel codes, question keys
];

describe("every action in words", () => {
  it("has a sample summary for each action", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
  });

  for (const [action, summary] of Object.entries(SAMPLES)) {
    it(`reads ${action} without a code`, () => {
      const text = [
        auditActionLabel(action, { candidates: "Candidates" }),
        readableSummary(action, summary, names) ?? "",
        publicActorName(action, null, summary),
      ].join(" · ");
      for (const code of CODE) expect(text, `${action}: ${text}`).not.toMatch(code);
    });
  }
});

describe("a summary in plain words", () => {
  it("reads role codes as the role names the app shows", () => {
    expect(readableSummary("user.role_change", "Role changed from COMPANY_USER to COMPANY_OWNER")).toBe(
      "Company user → Company owner",
    );
    expect(readableSummary("academy_assignment.create", SAMPLES["academy_assignment.create"])).toBe(
      "To everyone with the role Company user, due 2026-05-01",
    );
  });

  it("names the objects a summary holds by id, and leaves out what only repeats the action", () => {
    expect(readableSummary("user.company_change", "Moved from company 3 to company 5", names)).toBe(
      "Harbor Dental → Summit Fitness",
    );
    expect(readableSummary("interview_note.save", SAMPLES["interview_note.save"], names)).toBe("On “Why us?”, rated 4");
    expect(readableSummary("interview_answer.grade", SAMPLES["interview_answer.grade"])).toBe("Scored 3 of 4, blind");
    expect(readableSummary("user.deactivate", "User deactivated")).toBeNull();
    expect(readableSummary("webhook.delete", "Webhook 5 deleted")).toBeNull();
    expect(readableSummary("mail.send", SAMPLES["mail.send"])).toBe("The “Continue your assessment” e-mail");
    expect(readableSummary("mail_template.update", 'Changed the hb "participant-report" e-mail in pt-br')).toBe(
      "The “Your own report” e-mail in Brazilian Portuguese",
    );
    expect(readableSummary("campaign.create", SAMPLES["campaign.create"])).toBe("QR code, draft");
    expect(readableSummary("survey_results.export", SAMPLES["survey_results.export"])).toBe(
      "Filtered by search, company and status",
    );
  });

  it("reads a support session's write as what the operation does, and keeps its reason", () => {
    expect(readableSummary("proxy.write", "PUT users.updateProfile")).not.toContain("users.updateProfile");
    expect(readableSummary("proxy.write", "POST surveyResults.trackEvent")).not.toContain("trackEvent");
    expect(readableSummary("proxy.write", "POST nothing.known")).toBe("A change through the API");
    expect(readableSummary("proxy.start", SAMPLES["proxy.start"])).toBe("Reason: Checking the pipeline they reported");
  });

  it("puts plurals right through the language's rules: 1 person, 2 people", () => {
    expect(readableSummary("messaging.send", "Queued an e-mail to 1 people")).toBe(
      "An e-mail to 1 person, queued for sending",
    );
    expect(readableSummary("messaging.send", `Queued an SMS to ${plural(2, "person", "people")}`)).toBe(
      "An SMS to 2 people, queued for sending",
    );
    expect(
      readableSummary("person.erase", "Erased a person's data: 1 assessment(s), 0 application(s), 2 file(s)"),
    ).toBe("1 assessment, 2 files");
    expect(readableSummary("data.clean_up.retention", SAMPLES["data.clean_up.retention"])).toBe(
      "3 assessments and 1 application",
    );
    expect(readableSummary("data.clean_up.retention", "Removed 2 assessment(s) and 0 application(s) (retention)")).toBe(
      "2 assessments",
    );
    expect(readableSummary("book_code_batch.revoke", "Revoked batch 3: 1 unused codes")).toBe("1 unused code revoked");
    expect(readableSummary("webhook.rotate_secret", "Webhook 5 secret rotated, 2 h overlap")).toBe(
      "The old secret still works for 2 hours",
    );
  });
});
