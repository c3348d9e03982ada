import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { activateMapping } from "./activate-mapping";
import { archiveMapping } from "./archive-mapping";
import { reportMappingsContract } from "./contract";
import { createMapping } from "./create-mapping";
import { getMapping } from "./get-mapping";
import { previewMapping } from "./preview-mapping";
import { rollbackMapping } from "./rollback-mapping";
import { searchMappings } from "./search-mappings";
import { updateMapping } from "./update-mapping";

/** Trait-scale report mappings (the Report Configurator): search, create, read, edit, activate, roll back, archive. */
export function reportMappingsFeature({ db }: ApiDeps) {
  return implement(reportMappingsContract, {
    search: async ({ query }) => searchMappings(db, query),
    create: async ({ auth, body }) => ({ data: await createMapping(db, auth.actor, body) }),
    get: async ({ params }) => ({ data: await getMapping(db, params.id) }),
    update: async ({ params, body }) => ({ data: await updateMapping(db, params.id, body) }),
    activate: async ({ auth, params }) => ({ data: await activateMapping(db, auth, params.id) }),
    rollback: async ({ auth, params }) => ({ data: await rollbackMapping(db, auth, params.id) }),
    archive: async ({ auth, params }) => ({ data: await archiveMapping(db, auth, params.id) }),
    preview: async ({ auth, params, body }) => ({ data: await previewMapping(db, auth.actor, params.id, body) }),
  });
}
