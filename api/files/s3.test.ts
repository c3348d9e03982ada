import { describe, expect, it } from "vitest";
import { createS3Storage, presignS3Url } from "./s3";

describe("presignS3Url", () => {
  it("reproduces AWS's documented presigned GET example (SigV4 query parameters)", () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html, "An example".
    const url = presignS3Url({
      method: "GET",
      origin: "https://examplebucket.s3.amazonaws.com",
      path: "/test.txt",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      date: new Date("2013-05-24T00:00:00Z"),
      expiresInSeconds: 86400,
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt" +
        "?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("signs an upload's type and length, path-style at a configured endpoint", async () => {
    const storage = createS3Storage({
      bucket: "uploads",
      region: "eu-west-1",
      endpoint: "http://minio.local:9000",
      accessKeyId: "AK",
      secretAccessKey: "SK",
      now: () => new Date("2026-01-01T00:00:00Z"),
    });
    const upload = await storage.presignUpload({
      key: "jobs/x/applicants/r/cv.pdf",
      contentType: "application/pdf",
      size: 42,
    });
    const url = new URL(upload.upload_url);
    expect(url.origin + url.pathname).toBe("http://minio.local:9000/uploads/jobs/x/applicants/r/cv.pdf");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(upload).toMatchObject({
      method: "PUT",
      headers: { "Content-Type": "application/pdf" },
      expires_at: "2026-01-01T00:15:00.000Z",
    });
  });
});
