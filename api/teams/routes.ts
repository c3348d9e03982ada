import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { teamsContract } from "./contract";
import { createTeam } from "./create-team";
import { deleteTeam } from "./delete-team";
import { sendTeamPdf } from "./download-pdf";
import { getBalance } from "./get-balance";
import { getTeam } from "./get-team";
import { listTeams } from "./list-teams";
import { updateTeam } from "./update-team";

/** Teams (coaching brand): list, create, read with the balance, rename or re-staff, delete, balance with a person, PDF. */
export function teamsFeature({ db }: ApiDeps) {
  return implement(teamsContract, {
    list: async ({ auth, query }) => listTeams(db, auth.actor, query),
    create: async ({ auth, body }) => ({ data: await createTeam(db, auth.actor, body) }),
    get: async ({ auth, params }) => ({ data: await getTeam(db, auth.actor, params.id) }),
    update: async ({ auth, params, body }) => ({ data: await updateTeam(db, auth.actor, params.id, body) }),
    remove: async ({ auth, params }) => {
      await deleteTeam(db, auth.actor, params.id);
    },
    balance: async ({ auth, params, query }) => ({
      data: await getBalance(db, auth.actor, params.id, query.with_survey_result_id),
    }),
    pdf: ({ auth, params }) => sendTeamPdf(db, auth.actor, params.id),
  });
}
