import { can } from "../../domain/permissions";
import { permissionContext } from "../../server/permissions";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { interviewQuestionsContract } from "./contract";
import {
  createCustomQuestion,
  deleteCustomQuestion,
  listCustomQuestions,
  updateCustomQuestion,
} from "./custom-questions";
import { sendGuidePdf } from "./guide-pdf";
import { getInterview, saveNote } from "./interview";

/** Custom interview questions (CRUD) and a candidate's interview: questions, notes and ratings, the guide PDF. */
export function interviewQuestionsFeature({ db, env }: ApiDeps) {
  const ctx = permissionContext(env);
  return implement(interviewQuestionsContract, {
    list: async ({ auth, query }) => ({ data: await listCustomQuestions(db, auth.actor, query.company_id) }),
    create: async ({ auth, body }) => ({ data: await createCustomQuestion(db, auth, body) }),
    update: async ({ auth, params, body }) => ({ data: await updateCustomQuestion(db, auth, params.id, body) }),
    remove: async ({ auth, params }) => {
      await deleteCustomQuestion(db, auth, params.id);
    },
    interview: async ({ auth, params, query }) => ({
      data: {
        ...(await getInterview(db, auth.actor, params.id, query.role_benchmark_id)).interview,
        can_manage_questions: can(auth.actor, "interview-questions:manage", ctx),
      },
    }),
    saveNote: async ({ auth, params, body }) => ({ data: await saveNote(db, auth, params.id, body) }),
    guidePdf: ({ auth, params, query }) => sendGuidePdf(db, auth.actor, params.id, query.role_benchmark_id),
  });
}
