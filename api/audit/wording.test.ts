import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, auditActionLabel, publicActorName, readableSummary } from "./wording";

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
  it("names the reader of a book code and the recipient who unsubscribed", () => {
    expect(publicActorName("book_code.redeem", "book_code")).toBe("A reader, signed out");
    expect(publicActorName("messaging.unsubscribe", "survey_result")).toBe("The recipient, by unsubscribe link");
    expect(publicActorName("messaging.unsubscribe", null)).toBe("The recipient, by replying STOP");
    expect(publicActorName("something.else", null)).not.toMatch(/someone/i);
  });
});

describe("a summary in plain words", () => {
  it("reads role codes as role names", () => {
    expect(readableSummary("user.role_change", "Role changed from COMPANY_USER to COMPANY_OWNER")).toBe(
      "Company user → Company owner",
    );
  });

  it("reads a support session's write as what the operation does", () => {
    expect(readableSummary("proxy.write", "PUT users.updateProfile")).not.toContain("users.updateProfile");
    expect(readableSummary("proxy.write", "POST surveyResults.trackEvent")).not.toContain("trackEvent");
    expect(readableSummary("proxy.write", "POST nothing.known")).toBe("A change through the API");
  });

  it("puts the plurals of older rows right", () => {
    expect(readableSummary("messaging.send", "Queued an e-mail to 1 people")).toBe("Queued an e-mail to 1 person");
    expect(
      readableSummary("person.erase", "Erased a person's data: 1 assessment(s), 0 application(s), 2 file(s)"),
    ).toBe("Erased a person's data: 1 assessment, 0 applications, 2 files");
  });
});
