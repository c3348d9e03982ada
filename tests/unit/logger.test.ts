import { describe, expect, test } from "vitest";
import { loggableError, loggableUrl } from "../../server/logger";

describe("loggableUrl", () => {
  test("masks query values whose names suggest a secret", () => {
    const logged = loggableUrl("/idp/cb?code=abc123&state=s3cr3t&token=t0k&page=2");
    expect(logged).not.toMatch(/abc123|s3cr3t|t0k/);
    expect(new URLSearchParams(logged.split("?")[1]).get("code")).toBe("[redacted]");
    expect(logged).toContain("page=2");
  });

  test("leaves a path without a query alone", () => {
    expect(loggableUrl("/login")).toBe("/login");
  });
});

describe("loggableUrl and a person's keys", () => {
  const uuid = "3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8";
  test("masks assessment UUIDs in the path and in query values", () => {
    const logged = loggableUrl(`/survey/take?id=${uuid}&page=3`);
    expect(logged).not.toContain(uuid);
    expect(logged).toContain("page=3");
    expect(loggableUrl(`/api/v2/surveys/${uuid}/answers`)).toBe("/api/v2/surveys/[uuid]/answers");
  });
  test("masks a shared report's encrypted payload in the path", () => {
    const payload = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..dGhpc2lzYW5pdg.Y2lwaGVydGV4dA.dGFn";
    expect(loggableUrl(`/shared/report/${payload}`)).toBe("/shared/report/[token]");
    expect(loggableUrl(`/api/v2/survey-results/public/report?payload=${payload}`)).not.toContain(payload);
    expect(loggableUrl("/survey-results/12/growth")).toBe("/survey-results/12/growth");
    expect(loggableUrl("/assets/entry.client-B8vjCLn5.js")).toBe("/assets/entry.client-B8vjCLn5.js");
  });
});

describe("a log line and a person's data", () => {
  test("masks query values other than a list's shape or a number, and path segments that are no id or slug", () => {
    const logged = loggableUrl(
      "/candidates?search=Jolene%20Quarrington&email=jo%40x.test&sort_by=last&page=2&company_id=7",
    );
    expect(logged).not.toMatch(/Jolene|Quarrington|jo%40x/);
    const params = new URLSearchParams(logged.split("?")[1]);
    expect([params.get("search"), params.get("email")]).toEqual(["[masked]", "[masked]"]);
    expect([params.get("sort_by"), params.get("page"), params.get("company_id")]).toEqual(["last", "2", "7"]);
    expect(loggableUrl("/api/v2/users/jo@x.test/roles")).toBe("/api/v2/users/[masked]/roles");
    expect(loggableUrl("/people/Jolene%20Q")).toBe("/people/[masked]");
  });

  test("an error keeps its class, code, cause and stack frames, never its message or other properties", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Jolene"'), {
      code: "22P02",
      detail: "Key (email)=(jo@x.test) already exists",
    });
    class DrizzleQueryError extends Error {}
    const error = new DrizzleQueryError("Failed query: select $1\nparams: Jolene,jo@x.test", { cause });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: "DrizzleQueryError", cause: { type: "Error", code: "22P02" } });
    expect((logged.stack as string[])[0]).toMatch(/^at /);
    expect(JSON.stringify(logged)).not.toMatch(/Jolene|jo@x|Failed query/);
    // A machine's error keeps its message: it names a host or a limit, not a person.
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      syscall: "connect",
    });
    expect(loggableError(refused)).toMatchObject({
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
    });
  });
});
