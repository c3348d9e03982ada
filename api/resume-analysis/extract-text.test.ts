// Files the analysis refuses before parsing them: each a 4xx a person understands, naming the resume.
import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { extractResumeText, formatOf, MAX_RESUME_BYTES } from "./extract-text";

async function refusal(bytes: Buffer) {
  try {
    await extractResumeText(bytes);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("extractResumeText", () => {
  it("refuses a file over 5 MB with a 413, before reading it", async () => {
    const huge = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(MAX_RESUME_BYTES)]);
    expect(await refusal(huge)).toEqual({
      status: 413,
      message: "The resume is larger than 5 MB",
      errors: [{ path: "resume", message: "The resume is larger than 5 MB" }],
    });
  });

  it("tells an old or password-protected Word file from any other unsupported file", async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(await refusal(ole)).toMatchObject({ status: 415, message: expect.stringMatching(/old Word \(\.doc\)/) });
    expect(await refusal(Buffer.from("\x89PNG\r\n\x1a\n an image"))).toMatchObject({
      status: 415,
      message: "The resume must be a PDF or Word (.docx) file to be analyzed",
    });
  });

  it("knows a file by its first bytes, never by its name", () => {
    expect(formatOf(Buffer.from("%PDF-1.7"))).toBe("pdf");
    expect(formatOf(Buffer.from("PK\u0003\u0004"))).toBe("docx");
    expect(formatOf(Buffer.from("plain text"))).toBeNull();
  });
});
