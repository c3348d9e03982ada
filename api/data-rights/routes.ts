import { implement } from "../http/implement";
import type { ApiDeps } from "../index";
import { dataRightsContract } from "./contract";
import { erasePerson } from "./erase-person";
import { exportPerson, exportPersonPdf } from "./export-person";

/** A person's data rights: export (JSON, PDF) and erasure (api/data-rights/contract.ts). */
export function dataRightsFeature(deps: ApiDeps) {
  const { db } = deps;
  return implement(dataRightsContract, {
    exportJson: async ({ auth, params }) => ({ data: await exportPerson(db, auth, params.id) }),
    exportPdf: ({ auth, params }) => exportPersonPdf(db, auth, params.id),
    erase: async ({ auth, params, body }) => ({ data: await erasePerson(deps, auth, params.id, body.confirm) }),
  });
}
