// One contract per API resource, and one way to call it: these checks keep the code in that shape.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { contracts } from "../../api/contracts";
import { CAPABILITIES } from "../../domain/permissions";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const operations = Object.entries(contracts).flatMap(([feature, contract]) =>
  Object.entries(contract).map(([name, op]) => ({ id: `${feature}.${name}`, ...op })),
);

/** The operations anyone may call without signing in: each is a deliberate choice, listed here. */
const PUBLIC_OPERATIONS: string[] = [
  "meta.index",
  "meta.openApi",
  // The trait scales' codes and names (public-domain inventory, no person's data).
  "meta.scales",
  // The assessment a candidate takes (no account): the company's link token, then the assessment's uuid.
  "surveys.link",
  "surveys.publicRoleNames",
  "surveys.register",
  "surveys.submit",
  "surveys.progress",
  "surveys.saveAnswers",
  "surveys.setNormGroup",
  "surveys.setLanguage",
  // Signed-out account flows (reset, set-up from an invitation link) and company sign-up.
  "accounts.forgotPassword",
  "accounts.resetPassword",
  "accounts.checkSetUpToken",
  "accounts.setUpPassword",
  "accounts.resendSetUpEmail",
  "accounts.register",
  // The public job board and applying (candidates have no account; an application's random reference is its key).
  "jobBoard.list",
  "jobBoard.companies",
  "jobBoard.details",
  "jobBoard.apply",
  "jobApplications.get",
  "jobApplications.update",
  "jobApplications.submit",
  "jobApplications.resumeUploadUrl",
  // HubSpot's webhook (its v3 signature is the permission) and the local file store's presigned URLs (signed too).
  "hubspot.createCompany",
  "files.put",
  "files.get",
  // A shared report's read-only link (its encrypted payload is the permission): the report and its PDF.
  "reportShares.open",
  "reportShares.pdf",
  // A shared comparison, team view or conflict plan (its encrypted payload is the permission): the view and its PDF.
  "viewShares.open",
  "viewShares.pdf",
  // A reader registers for the assessment with a printed book code (the code is the permission; a rate-limited form).
  "bookCodes.redeem",
  // Anyone checks an Academy certificate's code (60 random bits): the name, course and day on it, nothing more.
  "academy.verify",
  // A hiring campaign's public funnel (by its random slug) and its visit count (counts only, nothing about the visitor).
  "funnels.get",
  "funnels.visit",
  // A candidate's instant interview after the assessment (hiring brand), by the assessment's random uuid.
  "instantInterviews.start",
  "instantInterviews.get",
  "instantInterviews.saveAnswers",
  "instantInterviews.submit",
  // A message e-mail's unsubscribe link (its random token) and the SMS provider's STOP webhook (signature-checked).
  "messaging.unsubscribeInfo",
  "messaging.unsubscribe",
  "messaging.smsInbound",
  // The person's own report: its link for the thank-you page (by the assessment's random uuid), then the report and
  // its PDF (the signed, revocable payload is the permission).
  "participantReports.link",
  "participantReports.open",
  "participantReports.pdf",
  // The person's own data (readable PDF, complete JSON) through the same link.
  "dataRights.ownExportJson",
  "dataRights.ownExportPdf",
  // Requests about their data or a decision, and deleting their data, through the same link.
  "dataRequests.file",
  "dataRequests.eraseOwn",
  // A company's "How we use automated tools" notice, by its assessment link token (already public in every link).
  "automatedTools.get",
];

describe("capabilities", () => {
  test("every operation declares who may call it: public, signed-in, or a capability of can()", () => {
    const allowed = new Set<string>(["public", "signed-in", ...CAPABILITIES]);
    const table = operations.map((op) => `${op.method} ${op.path} → ${String(op.access)}`);
    const without = operations.filter((op) => !allowed.has(op.access as string)).map((op) => op.id);
    expect(without, table.join("\n")).toEqual([]);
  });

  test("public operations are exactly the listed ones", () => {
    expect(
      operations
        .filter((op) => op.access === "public")
        .map((op) => op.id)
        .sort(),
    ).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  test("no two operations share a method and path", () => {
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

const appFiles = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "app"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && fs.existsSync(path.join(root, file)));
const source = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("the app's calls of the Main API", () => {
  test("go through a contract's operation: no call with a hand-written path and response type remains", () => {
    // `api.get<T>(…)`, or a chained `.post("/path"…` with a hand-written path.
    const untyped = /\bapi\.(get|post|put|patch|delete)\s*(<|\()|\.(get|post|put|patch|delete)\(\s*["'`]\//;
    expect(appFiles.filter((file) => untyped.test(source(file)))).toEqual([]);
  });

  test("import nothing from the API but its contracts", () => {
    const fromApi = /from\s+["'](?:\.\.\/)+api\/([^"']+)["']/g;
    const internal = appFiles.flatMap((file) =>
      [...source(file).matchAll(fromApi)]
        .map((m) => m[1])
        .filter((target) => !/^([\w-]+\/)?contract$/.test(target) && target !== "http/contract")
        .map((target) => `${file} → api/${target}`),
    );
    expect(internal).toEqual([]);
  });
});
