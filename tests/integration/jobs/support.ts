// Shared set-up of the jobs tests: a migrated database with the demo tenancy, the Main API on a loopback port
// with the local file store in a temporary directory, and helpers that create jobs and templates through the API
// and upload files through the presigned URLs the API hands out (as a browser or the app's server would).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { tenancySeed } from "../../../api/db/seed";
import { companies, departments, locations, roleNames, users } from "../../../server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

export const PUBLIC_URL = "http://app.example.test";
export const SUPER = "ava.admin@provider.test";
export const SUPER_2 = "ben.ops@provider.test";
export const OWNER = "owner@harbor-dental.test";

export interface JobsApiContext {
  database: TestDatabase;
  api: ApiUnderTest;
  uploadDir: string;
  userIds: Record<string, number>;
  companyIds: Record<string, number>;
  close(): Promise<void>;
}

export async function startJobsApi(env: Record<string, string> = {}): Promise<JobsApiContext> {
  const database = await createTestDatabase({ seed: [tenancySeed] });
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-uploads-"));
  const api = await startApi(database.db, { env: { PUBLIC_URL, UPLOAD_DIR: uploadDir, ...env } });
  const userIds: Record<string, number> = {};
  for (const u of await database.db.select().from(users)) userIds[u.email] = u.id;
  const companyIds: Record<string, number> = {};
  for (const c of await database.db.select().from(companies)) companyIds[c.name] = c.id;
  return {
    database,
    api,
    uploadDir,
    userIds,
    companyIds,
    async close() {
      await api.close();
      await database.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export const unique = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString("hex")}`;

/** A local presigned URL points at PUBLIC_URL/api/v2; the API under test listens elsewhere. */
export function reachable(ctx: JobsApiContext, url: string): string {
  return url.replace(`${PUBLIC_URL}/api/v2`, ctx.api.url);
}

/** JSON of a call, failing loudly with the body when the status is not the expected one. */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  ctx: JobsApiContext,
  pathname: string,
  init: Parameters<ApiUnderTest["fetch"]>[1] & { expect?: number } = {},
): Promise<T> {
  const { expect: expected = 200, ...rest } = init;
  const res = await ctx.api.fetch(pathname, rest);
  const text = await res.text();
  if (res.status !== expected) {
    throw new Error(`${rest.method ?? "GET"} ${pathname}: expected ${expected}, got ${res.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The company's references (location, department, public role) for a job. */
export async function companyRefs(ctx: JobsApiContext, companyId: number) {
  const db = ctx.database.db;
  const [location] = await db.select().from(locations).where(eq(locations.companyId, companyId));
  const [department] = await db.select().from(departments).where(eq(departments.companyId, companyId));
  const [role] = await db.select().from(roleNames).where(eq(roleNames.companyId, companyId));
  return { location, department, role };
}

export const QUESTIONS = [
  { type: "short_text", label: "Current job title", required: true },
  { type: "long_text", label: "Why this job?", required: false },
  { type: "single_choice", label: "Shift", required: true, options: ["Mornings", "Evenings"] },
  { type: "multiple_choice", label: "Languages", required: false, options: ["English", "Spanish", "French"] },
  { type: "yes_no", label: "Do you hold a driving licence?", required: true },
  { type: "file", label: "Certificate", required: false },
];

export async function createTemplate(ctx: JobsApiContext, extra: Record<string, unknown> = {}) {
  const body = await call(ctx, "/job-application-templates", {
    as: SUPER,
    method: "POST",
    json: { name: unique("Template"), questions: QUESTIONS, ...extra },
    expect: 201,
  });
  return body.data;
}

/** A published job at Harbor Dental (a company with public roles) using a fresh template. */
export async function publishedJob(ctx: JobsApiContext, extra: Record<string, unknown> = {}) {
  const companyId = ctx.companyIds["Harbor Dental"];
  const refs = await companyRefs(ctx, companyId);
  const template = await createTemplate(ctx);
  const body = await call(ctx, "/jobs", {
    as: SUPER,
    method: "POST",
    json: {
      title: unique("Dental Nurse"),
      description: "Help our dentists and patients every day.",
      company_id: companyId,
      location_id: refs.location.id,
      department_id: refs.department.id,
      role_name_id: refs.role.id,
      template_id: template.id,
      status: "published",
      ...extra,
    },
    expect: 201,
  });
  return { job: body.data, template };
}

/** Uploads bytes through a presigned upload answer (PUT with its headers). */
export async function putUpload(
  ctx: JobsApiContext,
  upload: { upload_url: string; headers: Record<string, string> },
  bytes: Buffer | string,
) {
  const body = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  return fetch(reachable(ctx, upload.upload_url), { method: "PUT", headers: upload.headers, body });
}

export const PDF = Buffer.from("%PDF-1.4\n% a tiny resume\n%%EOF\n");

/** Asks for a resume upload URL for a job and uploads a small PDF; answers the file key. */
export async function uploadResume(ctx: JobsApiContext, jobUuid: string, fileName = "resume.pdf") {
  const body = await call(ctx, "/job-application-responses/resume/upload-presigned-url", {
    method: "POST",
    json: { job_uuid: jobUuid, file_name: fileName, content_type: "application/pdf", size: PDF.length },
    expect: 201,
  });
  const res = await putUpload(ctx, body.data, PDF);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return body.data.file_key as string;
}
