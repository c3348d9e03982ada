import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import type { Executor } from "../survey-results/model";
import { pipelineStatuses, pipelines, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { RegisterSurveyInput } from "./contract";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages";
import { unknownLink } from "./errors";
import { findSurveyLink } from "./find-survey-link";
import { storeNormInputs } from "./norm-inputs";
import { checkSelfIdentification, saveSelfIdentification } from "../self-identification/save-self-identification";

/** A registration's outcome, for the API's own use: callers must not hand a resumed assessment's id to the caller. */
export interface RegisteredSurvey {
  survey_result_uuid: string;
  /** An unfinished assessment of the same e-mail and company was found (its link goes by e-mail: continue-link.ts). */
  resumed: boolean;
  /** The address the assessment was registered with, and its company's name (for the continue e-mail). */
  email: string;
  company_name: string;
}

/**
 * Registers a candidate arriving through a company's assessment link. Registering again with the same e-mail for
 * the same company while an assessment is unfinished finds that assessment (resumed); the details given the first
 * time stay (a second registration cannot rewrite them).
 */
export async function registerSurvey(
  db: Database,
  // A job application registers with none: the take page sets the language when it first shows the items.
  input: Omit<RegisterSurveyInput, "language"> & { language?: Language },
): Promise<RegisteredSurvey> {
  const link = await findSurveyLink(db, input.token);
  if (!link) throw unknownLink();

  const role = link.role_names.find((r) => r.name.toLowerCase() === input.role.toLowerCase());
  // A company that offers no public role names takes whatever the candidate types.
  if (!role && link.role_names.length > 0) {
    throw ApiError.unprocessable([{ path: "role", message: "must be one of the roles this company offers" }]);
  }

  // Checked before anything is stored, so a refused answer loses nothing (the form shows it again).
  const selfIdentification = await checkSelfIdentification(db, link.companyId, input.self_identification);
  const registered = await registerInCompany(db, { id: link.companyId, name: link.company.name }, input, role ?? null);
  // A resumed assessment keeps what was given the first time, as its other details do.
  if (!registered.resumed && selfIdentification) {
    const [created] = await db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(eq(surveyResults.uuid, registered.survey_result_uuid));
    await saveSelfIdentification(
      db,
      { companyId: link.companyId, surveyResultId: created.id },
      "registration",
      selfIdentification,
    );
  }
  return registered;
}

/**
 * Registers a person at a company whose role they gave (`role` the company's matching role name, if any). A book
 * code's redemption (api/book-codes/redeem-code.ts) calls it inside its transaction, with the code's company.
 */
export async function registerInCompany(
  db: Executor,
  company: { id: number; name: string },
  // A book code's redemption has no language: the take page sets it when it first shows the items.
  input: Omit<RegisterSurveyInput, "token" | "language"> & { language?: Language },
  role: { id: number; name: string } | null,
): Promise<RegisteredSurvey> {
  const company_name = company.name;
  const existing = await findUnfinished(db, company.id, input.email);
  if (existing) return { ...existing, resumed: true, company_name };

  const pipeline = await defaultPipeline(db, company.id);
  const [created] = await db
    .insert(surveyResults)
    .values({
      companyId: company.id,
      roleName: role?.name ?? input.role,
      roleNameId: role?.id ?? null,
      first: input.first,
      last: input.last,
      email: input.email,
      phone: input.phone,
      consentAt: new Date(),
      language: input.language ?? DEFAULT_LANGUAGE,
      pipelineId: pipeline?.id ?? null,
      ...(pipeline?.firstStatus && { status: pipeline.firstStatus }),
    })
    // Two registrations racing (e.g. a double tap) meet the unique index on unfinished e-mails: the loser resumes.
    .onConflictDoNothing()
    .returning({ id: surveyResults.id, uuid: surveyResults.uuid });
  if (created) {
    await storeNormInputs(db, created.id, { sex: input.sex, age: input.age });
    return { survey_result_uuid: created.uuid, resumed: false, email: input.email, company_name };
  }

  const winner = await findUnfinished(db, company.id, input.email);
  if (!winner) throw new Error("registration conflicted but no unfinished assessment was found");
  return { ...winner, resumed: true, company_name };
}

async function findUnfinished(db: Executor, companyId: number, email: string) {
  const [row] = await db
    .select({ survey_result_uuid: surveyResults.uuid, email: surveyResults.email })
    .from(surveyResults)
    .where(
      and(
        eq(surveyResults.companyId, companyId),
        sql`lower(${surveyResults.email}) = ${email.toLowerCase()}`,
        isNull(surveyResults.submittedAt),
        isNull(surveyResults.archivedAt),
      ),
    );
  return row;
}

/** The company's first pipeline and the name of its first status, where new candidates start. */
async function defaultPipeline(db: Executor, companyId: number) {
  const [row] = await db
    .select({ id: pipelines.id, firstStatus: pipelineStatuses.name })
    .from(pipelines)
    .leftJoin(pipelineStatuses, eq(pipelineStatuses.pipelineId, pipelines.id))
    .where(eq(pipelines.companyId, companyId))
    .orderBy(asc(pipelines.position), asc(pipelines.id), asc(pipelineStatuses.position))
    .limit(1);
  return row;
}
