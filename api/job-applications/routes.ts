import { fileStorageFor } from "../files/storage";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { applicationFileUrl } from "./application-file-url";
import { jobApplicationsContract } from "./contract";
import { listApplications } from "./list-applications";
import { getApplicationByReference } from "./model";
import { resumeUploadUrl } from "./resume-upload-url";
import { submitApplication } from "./submit-application";
import { updateApplicationByReference } from "./update-application";

/** Job application responses: the applicant's (by candidate_reference) and the admin's. */
export function jobApplicationsFeature(deps: ApiDeps) {
  const { db } = deps;
  return implement(jobApplicationsContract, {
    get: async ({ query }) => ({ data: await getApplicationByReference(db, query.candidate_reference) }),
    update: async ({ query, body }) => ({
      data: await updateApplicationByReference(db, await fileStorageFor(deps), query.candidate_reference, body),
    }),
    submit: async ({ body }) => ({ data: await submitApplication(deps, body.candidate_reference) }),
    resumeUploadUrl: async ({ body }) => ({ data: await resumeUploadUrl(db, await fileStorageFor(deps), body) }),
    list: ({ auth, query }) => listApplications(db, auth.actor, query),
    fileUrl: async ({ auth, params, query }) => ({
      data: await applicationFileUrl(db, await fileStorageFor(deps), auth.actor, params.id, query.file),
    }),
  });
}
