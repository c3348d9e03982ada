import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { registerSurvey } from "../surveys/register-survey";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

/**
 * Registers the applicant as a candidate of the job's company through the assessment's own registration (so a
 * person with an unfinished assessment there resumes it). The candidate's role is the job's role, or its title
 * for a company that offers no public roles.
 */
export async function registerApplicant(
  db: Db,
  job: { title: string; companyToken: string; roleName: string | null },
  /** `sex`/`age`: only from an import of the company's own records; the application asks neither. */
  person: {
    first: string;
    last: string;
    email: string;
    phone: string | null;
    sex?: "male" | "female" | "unspecified";
    age?: number | null;
    /** The language of the applicant's pages: the assessment's language of administration (English for imports). */
    language?: Language;
  },
) {
  try {
    const result = await registerSurvey(db as Database, {
      token: job.companyToken,
      first: person.first,
      last: person.last,
      email: person.email,
      phone: person.phone,
      // Without them the combined norm group scores the assessment.
      sex: person.sex ?? "unspecified",
      age: person.age ?? null,
      role: job.roleName ?? job.title,
      consent: true,
      language: person.language ?? DEFAULT_LANGUAGE,
    });
    const [row] = await db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(eq(surveyResults.uuid, result.survey_result_uuid));
    return { id: row.id, ...result };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors.some((e) => e.path === "role")) {
      throw ApiError.conflict("This job is not set up to take applications: its role is not offered by the company");
    }
    throw error;
  }
}
