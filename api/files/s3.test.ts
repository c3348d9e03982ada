import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3";

// A path-style S3-compatible store on loopback (what S3_ENDPOINT points at in development): it keeps objects in
// memory and answers PUT, HEAD, GET and DELETE as S3 does, refusing any request that is not SigV4-signed.
const objects = new Map<string, { body: Buffer; type: string | null }>();
let endpoint = "";
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://s3.test");
  const signed = url.searchParams.has("X-Amz-Signature") || /^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? "");
  if (!signed) return void res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const key = decodeURIComponent(url.pathname);
    const object = objects.get(key);
    if (req.method === "PUT") {
      objects.set(key, { body: Buffer.concat(chunks), type: req.headers["content-type"] ?? null });
      return void res.writeHead(200, { ETag: '"1"' }).end();
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return void res.writeHead(204).end();
    }
    if (!object) {
      res.writeHead(404, { "Content-Type": "application/xml" });
      return void res.end(req.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code></Error>");
    }
    const disposition = url.searchParams.get("response-content-disposition");
    res.writeHead(200, {
      "Content-Length": object.body.length,
      ...(object.type ? { "Content-Type": object.type } : {}),
      ...(disposition ? { "Content-Disposition": disposition } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : object.body);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = () =>
  createS3Storage({
    bucket: "uploads",
    region: "eu-west-1",
    endpoint,
    accessKeyId: "AK",
    secretAccessKey: "SK",
    now: () => new Date(),
  });

describe("S3 file storage", () => {
  it("signs an upload's type and length, path-style at the configured endpoint, expiring when asked", async () => {
    const upload = await createS3Storage({
      bucket: "uploads",
      region: "eu-west-1",
      endpoint: "http://minio.local:9000",
      accessKeyId: "AK",
      secretAccessKey: "SK",
      now: () => new Date("2026-01-01T00:00:00Z"),
    }).presignUpload({ key: "jobs/x/applicants/r/cv.pdf", contentType: "application/pdf", size: 42 });
    const url = new URL(upload.upload_url);
    expect(url.origin + url.pathname).toBe("http://minio.local:9000/uploads/jobs/x/applicants/r/cv.pdf");
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(
      expect.arrayContaining(["content-length", "content-type", "host"]),
    );
    expect(url.searchParams.get("X-Amz-Date")).toBe("20260101T000000Z");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(upload).toMatchObject({
      method: "PUT",
      headers: { "Content-Type": "application/pdf" },
      expires_at: "2026-01-01T00:15:00.000Z",
    });
  });

  it("round-trips a file: the browser PUTs to the upload URL, the server sees, reads and deletes it", async () => {
    const files = storage();
    const bytes = Buffer.from("%PDF-1.4 a resume");
    const upload = await files.presignUpload({
      key: "people/7/resumes/cv.pdf",
      contentType: "application/pdf",
      size: bytes.length,
    });
    const put = await fetch(upload.upload_url, { method: upload.method, headers: upload.headers, body: bytes });
    expect(put.status).toBe(200);

    expect(await files.head("people/7/resumes/cv.pdf")).toEqual({ size: bytes.length, contentType: "application/pdf" });
    expect(await files.read("people/7/resumes/cv.pdf")).toEqual(bytes);
    const download = await fetch(
      await files.presignDownload({ key: "people/7/resumes/cv.pdf", fileName: 'my "cv".pdf' }),
    );
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="my _cv_.pdf"');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);

    await files.delete("people/7/resumes/cv.pdf");
    expect(await files.head("people/7/resumes/cv.pdf")).toBeNull();
    expect(await files.read("people/7/resumes/cv.pdf")).toBeNull();
    await expect(files.delete("people/7/resumes/cv.pdf")).resolves.toBeUndefined();
  });
});
