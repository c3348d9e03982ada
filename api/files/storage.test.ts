import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../../server/env";
import { signParams, verifySignature } from "./local";
import { isValidKey, newFileKey, safeFileName } from "./storage";

describe("file keys", () => {
  it("make file names safe and keys unguessable", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("Ma résumé (final).pdf")).toBe("Ma_resume_final_.pdf");
    expect(safeFileName("...")).toBe("file");
    const key = newFileKey("jobs/abc/applicants", "cv.pdf");
    expect(key).toMatch(/^jobs\/abc\/applicants\/[\w-]{16}\/cv\.pdf$/);
    expect(newFileKey("x", "a.pdf")).not.toBe(newFileKey("x", "a.pdf"));
  });

  it("accept only keys the API makes", () => {
    expect(isValidKey("jobs/abc/applicants/r4nd0m/cv.pdf")).toBe(true);
    expect(isValidKey("../secret")).toBe(false);
    expect(isValidKey("jobs/../../etc/passwd")).toBe(false);
    expect(isValidKey("/absolute/path")).toBe(false);
    expect(isValidKey("single")).toBe(false);
  });
});

describe("local URL signatures", () => {
  const secret = Buffer.alloc(32, 7);
  const params = { op: "put" as const, key: "a/b/c.pdf", expires: 2_000_000_000, type: "application/pdf", size: 10 };
  it("verify only what was signed", () => {
    const token = signParams(secret, params);
    expect(verifySignature(secret, params, token)).toBe(true);
    expect(verifySignature(secret, { ...params, size: 11 }, token)).toBe(false);
    expect(verifySignature(secret, { ...params, op: "get" }, token)).toBe(false);
    expect(verifySignature(Buffer.alloc(32, 8), params, token)).toBe(false);
  });
});

describe("storage configuration", () => {
  it("needs both S3 keys with a bucket, naming the missing one", () => {
    expect(() => loadEnv({ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "AK" })).toThrow(ConfigError);
    try {
      loadEnv({ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "AK" });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(["S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set"]);
    }
    expect(loadEnv({ DATA_DIR: "/srv/data" }).UPLOAD_DIR).toBe("/srv/data/uploads");
  });
});
