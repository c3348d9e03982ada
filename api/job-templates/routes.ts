import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { archiveTemplate } from "./archive-template";
import { cleanTestTemplates } from "./clean-test-templates";
import { jobTemplatesContract } from "./contract";
import { createTemplate } from "./create-template";
import { deleteTemplate } from "./delete-template";
import { listTemplates } from "./list-templates";
import { findTemplate } from "./model";
import { updateTemplate } from "./update-template";

/** Job application templates: the custom questions a job asks its applicants. */
export function jobTemplatesFeature({ db }: ApiDeps) {
  return implement(jobTemplatesContract, {
    list: async ({ auth, query }) => ({ data: await listTemplates(db, auth.actor, query) }),
    create: async ({ auth, body }) => ({ data: await createTemplate(db, auth.actor, body) }),
    cleanTests: ({ auth }) => cleanTestTemplates(db, auth.actor),
    get: async ({ auth, params }) => ({ data: await findTemplate(db, auth.actor, params.id) }),
    update: async ({ auth, params, body }) => ({ data: await updateTemplate(db, auth.actor, params.id, body) }),
    remove: ({ auth, params }) => deleteTemplate(db, auth.actor, params.id),
    archive: async ({ auth, params }) => ({ data: await archiveTemplate(db, auth.actor, params.id) }),
  });
}
