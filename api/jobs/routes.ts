import { createAiTextPort } from "../ai/port";
import { fileStorageFor } from "../files/storage";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { archiveJob } from "./archive-job";
import { checkImport } from "./check-import";
import { cleanTestJobs } from "./clean-test-jobs";
import { confirmImport } from "./confirm-import";
import { jobsContract } from "./contract";
import { createJob } from "./create-job";
import { deleteJob } from "./delete-job";
import { duplicateJob } from "./duplicate-job";
import { generateAds } from "./generate-ads";
import { generateDescription } from "./generate-description";
import { importStatus } from "./imports";
import { listJobs } from "./list-jobs";
import { findJob } from "./model";
import { searchJobs } from "./search-jobs";
import { startImport } from "./start-import";
import { updateJob } from "./update-job";

/** Jobs: the super admin's, with their generated texts and candidate imports. */
export function jobsFeature(deps: ApiDeps) {
  const { db, env, logger } = deps;
  const ai = createAiTextPort(env, logger, db);
  const importServices = async () => ({ db, logger, storage: await fileStorageFor(deps) });
  /** Removes files whose records are gone; a failure leaves an orphan file, never a failed request. */
  const removeFiles = async (keys: string[]) => {
    const storage = await fileStorageFor(deps);
    for (const key of keys) {
      await storage.delete(key).catch((err) => logger.warn({ err, key }, "removing a stored file failed"));
    }
  };

  return implement(jobsContract, {
    search: ({ auth, query }) => searchJobs(db, auth.actor, query),
    list: async ({ auth, query }) => ({ data: await listJobs(db, auth.actor, query) }),
    create: async ({ auth, body }) => ({ data: await createJob(db, auth.actor, body) }),
    cleanTests: async ({ auth }) => {
      const { deleted, files } = await cleanTestJobs(db, auth.actor);
      await removeFiles(files);
      return { deleted };
    },
    generate: async ({ auth, body }) => ({ data: await generateDescription(db, ai, auth.actor, body) }),
    generateAds: async ({ auth, body }) => ({ data: await generateAds(db, ai, auth.actor, body) }),
    get: async ({ auth, params }) => ({ data: await findJob(db, auth.actor, params.id) }),
    update: async ({ auth, params, body }) => ({ data: await updateJob(db, auth.actor, params.id, body) }),
    remove: async ({ auth, params }) => removeFiles(await deleteJob(db, auth.actor, params.id)),
    duplicate: async ({ auth, params }) => ({ data: await duplicateJob(db, auth.actor, params.id) }),
    archive: async ({ auth, params }) => ({ data: await archiveJob(db, auth.actor, params.id) }),
    startImport: async ({ auth, params, body }) => ({
      data: await startImport(db, await fileStorageFor(deps), auth.actor, params.id, body),
    }),
    importStatus: async ({ auth, params, query }) => ({
      data: await importStatus(db, auth.actor, params.id, query.import_id),
    }),
    checkImport: async ({ auth, params, body }) => ({
      data: await checkImport(await importServices(), auth.actor, params.id, body.import_id),
    }),
    confirmImport: async ({ auth, params, body }) => ({
      data: await confirmImport(await importServices(), auth.actor, params.id, body.import_id),
    }),
  });
}
