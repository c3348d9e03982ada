// Importing candidates for a job from a CSV: presigned upload, check (PUT status) with errors per row, progress
// (GET status), confirm in one transaction — a file with a bad row imports nothing and names the row.
import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobApplications, jobCandidateImports, surveyResults } from "../../../server/db/schema/index";
import { normInputsOf } from "../../../api/surveys/norm-inputs";
import { call, publishedJob, putUpload, startJobsApi, SUPER, unique, type JobsApiContext } from "./support";

let ctx: JobsApiContext;
beforeAll(async () => {
  ctx = await startJobsApi();
});
afterAll(() => ctx?.close());

/** Starts an import of `csv` for a job and uploads it; answers the import's id. */
async function upload(jobId: number, csv: string, fileName = "candidates.csv") {
  const bytes = Buffer.from(csv);
  const started = await call(ctx, `/jobs/${jobId}/import-candidates/upload-presigned-url`, {
    as: SUPER,
    method: "POST",
    json: { file_name: fileName, size: bytes.length },
    expect: 201,
  });
  expect(started.data.import).toMatchObject({ status: "awaiting_upload", progress: 0 });
  expect(started.data.headers).toEqual({ "Content-Type": "text/csv" });
  const put = await putUpload(ctx, started.data, bytes);
  expect(put.status).toBe(200);
  return started.data.import_id as number;
}

const check = (jobId: number, importId: number) =>
  call(ctx, `/jobs/${jobId}/import-candidates/status`, { as: SUPER, method: "PUT", json: { import_id: importId } });
const status = (jobId: number, importId: number) =>
  call(ctx, `/jobs/${jobId}/import-candidates/status?import_id=${importId}`, { as: SUPER });
const confirm = (jobId: number, importId: number, expected = 200) =>
  call(ctx, `/jobs/${jobId}/import-candidates/confirm`, {
    as: SUPER,
    method: "POST",
    json: { import_id: importId },
    expect: expected,
  });

async function countFor(jobId: number, emails: string[]) {
  const db = ctx.database.db;
  const lower = emails.map((e) => e.toLowerCase());
  const applications = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), sql`lower(${jobApplications.email}) in ${lower}`));
  const candidates = await db
    .select()
    .from(surveyResults)
    .where(sql`lower(${surveyResults.email}) in ${lower}`);
  return { applications: applications.length, candidates: candidates.length };
}

describe("importing candidates from a CSV", () => {
  it("checks, shows progress, and imports every row as a candidate of the job's company", async () => {
    const { job } = await publishedJob(ctx);
    const tag = unique("imp");
    const emails = [`ana.${tag}@example.test`, `bo.${tag}@example.test`, `cy.${tag}@example.test`];
    const csv = [
      "First name,Last name,E-mail,Phone,Sex,Age",
      `Ana,Alvarez,${emails[0]},+1 555 0101,female,31`,
      `"Bo, Jr.",Berg,${emails[1]},,male,`,
      `Cy,"O""Connor",${emails[2]},,,45`,
    ].join("\r\n");
    const importId = await upload(job.id, csv);

    const checked = await check(job.id, importId);
    expect(checked.data).toMatchObject({ status: "ready", total_rows: 3, processed_rows: 0, errors: [] });
    expect((await countFor(job.id, emails)).applications).toBe(0);

    const done = await confirm(job.id, importId);
    expect(done.data).toMatchObject({
      status: "completed",
      total_rows: 3,
      processed_rows: 3,
      imported_rows: 3,
      progress: 100,
    });
    expect((await status(job.id, importId)).data).toMatchObject({ status: "completed", progress: 100 });
    expect(await countFor(job.id, emails)).toEqual({ applications: 3, candidates: 3 });

    const [bo] = await ctx.database.db.select().from(surveyResults).where(eq(surveyResults.email, emails[1]));
    expect(bo).toMatchObject({
      first: "Bo, Jr.",
      last: "Berg",
      companyId: job.company_id,
      roleName: job.role_name.name,
    });
    // The sex given for the norms is kept apart from the candidate's row (ADR 052).
    expect(await normInputsOf(ctx.database.db, bo.id)).toMatchObject({ sex: "male" });
    const list = await call(ctx, `/job-application-responses?job_id=${job.id}`, { as: SUPER });
    expect(
      list.data.every((a: { source: string; status: string }) => a.source === "import" && a.status === "submitted"),
    ).toBe(true);

    // A finished import is not confirmed twice.
    await confirm(job.id, importId, 409);
  });

  it("a file with a bad row imports nothing and names the row", async () => {
    const { job } = await publishedJob(ctx);
    const tag = unique("bad");
    const emails = [`dee.${tag}@example.test`, `eve.${tag}@example.test`];
    const csv = [
      "first,last,email,age",
      `Dee,Diaz,${emails[0]},30`,
      `Eve,,not-an-email,12`,
      `Fay,Fox,${emails[0]},`,
    ].join("\n");
    const importId = await upload(job.id, csv);

    const checked = await check(job.id, importId);
    expect(checked.data.status).toBe("invalid");
    expect(checked.data.errors).toEqual([
      { row: 3, field: "last", message: "Row 3: last is required" },
      { row: 3, field: "email", message: 'Row 3: email "not-an-email" is not a valid e-mail address' },
      { row: 3, field: "age", message: "Row 3: age must be a whole number from 16 to 99" },
      { row: 4, field: "email", message: "Row 4: email repeats row 2" },
    ]);
    const refused = await confirm(job.id, importId, 409);
    expect(refused.message).toBe("The file has errors: fix them and upload it again");
    expect(await countFor(job.id, emails)).toEqual({ applications: 0, candidates: 0 });
  });

  it("a row that fails while importing rolls the whole import back and is named", async () => {
    const { job } = await publishedJob(ctx);
    const tag = unique("tx");
    const emails = [`gus.${tag}@example.test`, `hal.${tag}@example.test`, `ivy.${tag}@example.test`];
    const csv = ["first,last,email", `Gus,Green,${emails[0]}`, `Hal,Hill,${emails[1]}`, `Ivy,Ince,${emails[2]}`].join(
      "\n",
    );
    const importId = await upload(job.id, csv);
    expect((await check(job.id, importId)).data.status).toBe("ready");

    // Between the check and the confirmation, Ivy applies herself.
    await ctx.database.db
      .insert(jobApplications)
      .values({ jobId: job.id, first: "Ivy", last: "Ince", email: emails[2] });

    const failed = await confirm(job.id, importId);
    expect(failed.data).toMatchObject({ status: "failed", imported_rows: 0 });
    expect(failed.data.errors).toEqual([
      {
        row: 4,
        field: null,
        message: `Row 4: email ${emails[2]} has already applied for this job. Nothing was imported.`,
      },
    ]);
    // Gus and Hal (rows 2 and 3) were rolled back with it: no candidates, no applications.
    expect(await countFor(job.id, emails.slice(0, 2))).toEqual({ applications: 0, candidates: 0 });
  });

  // PostgreSQL only: there several instances share the database, and one that does not run the import answers its
  // status from the import's row. (PGlite is one process whose reads wait for the import's transaction to end.)
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a running import's progress is in its row, written outside its transaction, for every instance to read",
    async () => {
      const { job } = await publishedJob(ctx);
      const tag = unique("many");
      const emails = Array.from({ length: 300 }, (_, i) => `p${i}.${tag}@example.test`);
      const held = 200;
      const importId = await upload(
        job.id,
        ["first,last,email", ...emails.map((e, i) => `P${i},Many,${e}`)].join("\n"),
      );
      expect((await check(job.id, importId)).data.status).toBe("ready");

      // Another connection applies as the candidate of row `held` and keeps its transaction open: the import stops at
      // that row (waiting on the job-and-e-mail index) with every row before it done, until that transaction ends.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const inserted = new Promise<void>((resolve) => (holding = resolve));
      const holder = ctx.database.db.transaction(async (tx) => {
        await tx.insert(jobApplications).values({ jobId: job.id, first: "P", last: "Many", email: emails[held] });
        holding();
        await released;
        tx.rollback();
      });
      try {
        await Promise.race([inserted, holder]);
        const confirming = confirm(job.id, importId);
        const stored = async () =>
          (await ctx.database.db.select().from(jobCandidateImports).where(eq(jobCandidateImports.id, importId)))[0];
        await vi.waitFor(
          async () =>
            expect(await stored()).toMatchObject({
              status: "importing",
              processedRows: held,
              totalRows: emails.length,
            }),
          // 200 rows imported one by one: a second here, far longer on a loaded 2-core CI machine.
          { timeout: 40_000, interval: 50 },
        );
        expect((await status(job.id, importId)).data).toMatchObject({
          status: "importing",
          processed_rows: held,
          total_rows: emails.length,
          progress: Math.round((held / emails.length) * 100),
        });

        release();
        expect((await confirming).data).toMatchObject({
          status: "completed",
          processed_rows: emails.length,
          imported_rows: emails.length,
        });
        expect(await stored()).toMatchObject({ status: "completed", processedRows: emails.length });
        expect((await countFor(job.id, emails)).applications).toBe(emails.length);
      } finally {
        release();
        await expect(holder).rejects.toThrow(TransactionRollbackError);
      }
    },
    90_000,
  );

  it("refuses a NUL character in the header or a value by name, without a 500 and without quoting it", async () => {
    const { job } = await publishedJob(ctx);
    const header = await upload(job.id, "first,last,em\u0000ail\nAl,Bo,al@example.test\n");
    const badHeader = await check(job.id, header);
    expect(badHeader.data).toMatchObject({ status: "invalid" });
    expect(badHeader.data.errors).toEqual([
      { row: 1, field: null, message: "Line 1: the header must not contain a NUL character" },
    ]);

    const tag = unique("nul");
    const values = await upload(
      job.id,
      `first,last,email,notes\nA\u0000l,Bo,al.${tag}@example.test,\nCy,Di,cy.${tag}@example.test,x\u0000\n`,
    );
    const badValues = await check(job.id, values);
    expect(badValues.data).toMatchObject({ status: "invalid" });
    expect(badValues.data.errors).toEqual([
      { row: 2, field: "first", message: "Row 2: first must not contain a NUL character" },
      { row: 3, field: null, message: "Row 3 must not contain a NUL character" },
    ]);
  });

  it("names a file without the required columns, and refuses checking before the upload", async () => {
    const { job } = await publishedJob(ctx);
    const importId = await upload(job.id, "name,mail\nAl,al@example.test\n");
    const checked = await check(job.id, importId);
    expect(checked.data.errors).toEqual([
      { row: 1, field: null, message: "The header must name the columns first, last, email (found: name, mail)" },
    ]);

    const started = await call(ctx, `/jobs/${job.id}/import-candidates/upload-presigned-url`, {
      as: SUPER,
      method: "POST",
      json: { file_name: "later.csv", size: 10 },
      expect: 201,
    });
    const early = await ctx.api.fetch(`/jobs/${job.id}/import-candidates/status`, {
      as: SUPER,
      method: "PUT",
      json: { import_id: started.data.import_id },
    });
    expect(early.status).toBe(409);
    const notCsv = await ctx.api.fetch(`/jobs/${job.id}/import-candidates/upload-presigned-url`, {
      as: SUPER,
      method: "POST",
      json: { file_name: "people.xlsx", size: 10 },
    });
    expect((await notCsv.json()).errors).toEqual([{ path: "file_name", message: "must be a .csv file" }]);
    // An import belongs to its job.
    const { job: other } = await publishedJob(ctx);
    expect(
      (await ctx.api.fetch(`/jobs/${other.id}/import-candidates/status?import_id=${importId}`, { as: SUPER })).status,
    ).toBe(404);
  });
});
