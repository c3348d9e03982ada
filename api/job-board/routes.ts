import { fileStorageFor } from "../files/storage";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { applyForJob } from "./apply-for-job";
import { jobBoardContract } from "./contract";
import { publicJobDetails } from "./get-public-job";
import { listPublicCompanies } from "./list-public-companies";
import { listPublicJobs } from "./list-public-jobs";

/** The public job board (no token: candidates have no account). */
export function jobBoardFeature(deps: ApiDeps) {
  const { db } = deps;
  return implement(jobBoardContract, {
    list: ({ query }) => listPublicJobs(db, query),
    companies: ({ query }) => listPublicCompanies(db, query),
    details: async ({ params }) => ({ data: await publicJobDetails(db, params.uuid) }),
    apply: async ({ params, body }) => ({
      data: await applyForJob(deps, await fileStorageFor(deps), params.uuid, body),
    }),
  });
}
