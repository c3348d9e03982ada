import type { Actor } from "../../domain/permissions";
import { IMPORT_MAX_BYTES } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { jobCandidateImports } from "../../server/db/schema/index";
import { newFileKey, type FileStorage } from "../files/storage";
import { ApiError } from "../http/errors";
import { IMPORT_CONTENT_TYPE, toImportJson } from "./imports";
import { findJob } from "./model";

export async function startImport(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  jobId: number,
  input: { file_name: string; size: number },
) {
  const job = await findJob(db, actor, jobId);
  if (input.size > IMPORT_MAX_BYTES) throw ApiError.unprocessable([{ path: "size", message: "must be at most 1 MB" }]);
  const key = newFileKey(`jobs/${job.uuid}/imports`, input.file_name);
  const [row] = await db
    .insert(jobCandidateImports)
    .values({ jobId, fileKey: key, fileName: input.file_name, createdByUserId: actor.id })
    .returning();
  const upload = await storage.presignUpload({ key, contentType: IMPORT_CONTENT_TYPE, size: input.size });
  return { import_id: row.id, ...upload, import: toImportJson(row) };
}
