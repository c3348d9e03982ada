import { z } from "zod";
import { jobRequirements, matchRequirements } from "../../domain/resume-match";
import type { AiPort } from "../ai/port";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { resumeAnalyses } from "../../server/db/schema/index";
import type { FileStorage } from "../files/storage";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { requirementMatch, resumeProfile, type ResumeAnalysisJson } from "./contract";
import { extractResumeText } from "./extract-text";
import { getAnalysis } from "./get-analysis";
import { findApplicationInScope } from "./model";
import { parseResume } from "./parse-resume";

const modelAnswer = z.object({ profile: resumeProfile, matches: z.array(requirementMatch) });

/**
 * What an AI endpoint may see of a resume: its text without e-mail addresses, phone numbers and links (the
 * analysis needs none of them).
 */
export function withoutContactDetails(text: string): string {
  return (
    text
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[e-mail]")
      .replace(/\b(https?:\/\/|www\.)\S+/gi, "[link]")
      // Seven digits or more, except a range of years ("2019 - 2021"), which the analysis needs.
      .replace(/\+?\d[\d ().-]{5,}\d/g, (found) =>
        /^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(found) || found.replace(/\D/g, "").length < 7 ? found : "[phone]",
      )
  );
}

/** POST /candidates/analyze-resume: reads the resume, structures it, matches it to the job, stores the analysis. */
export async function analyzeResume(
  db: Database,
  storage: FileStorage,
  ai: AiPort,
  auth: Auth,
  applicationId: number,
): Promise<ResumeAnalysisJson> {
  const { application, job } = await findApplicationInScope(db, auth.actor, applicationId);
  const resumeKey = application.resumeKey;
  if (!resumeKey) {
    throw ApiError.unprocessable(
      [{ path: "application_id", message: "has no resume" }],
      "This application has no resume",
    );
  }
  const bytes = await storage.read(resumeKey);
  if (!bytes) {
    throw ApiError.unprocessable(
      [{ path: "resume", message: "is missing" }],
      "The resume file is missing from storage",
    );
  }
  const text = await extractResumeText(bytes);
  // Skills, experience, education and certifications; never the job's pay, benefits, type, schedule or place.
  const requirements = jobRequirements(job.description);

  const generated = await ai.generate({
    task: "resume_analysis",
    prompt: "resume-analysis",
    companyId: job.companyId,
    userId: auth.actor.id,
    person: { applicationId: application.id, surveyResultId: application.surveyResultId },
    variables: {
      job_title: job.title,
      requirements: requirements.map((r) => `- ${r.text}`).join("\n") || "(none given)",
      resume: withoutContactDetails(text),
    },
    json: modelAnswer,
    temperature: 0,
    fallback: () => ({ profile: parseResume(text), matches: matchRequirements(requirements, text) }),
  });

  const [row] = await db
    .insert(resumeAnalyses)
    .values({
      applicationId: application.id,
      companyId: job.companyId,
      resumeKey,
      source: generated.source,
      label: generated.label,
      model: generated.model,
      profile: generated.value.profile,
      matches: generated.value.matches,
      createdByUserId: auth.actor.id,
    })
    .returning({ id: resumeAnalyses.id });
  const met = generated.value.matches.filter((m) => m.status === "met").length;
  await recordAudit(db, auth, {
    action: "resume_analysis.create",
    companyId: job.companyId,
    subjectType: "job_application",
    subjectId: application.id,
    summary: `Resume analysis ${row.id} (${generated.source}): ${met} of ${generated.value.matches.length} requirements met`,
  });
  const stored = await getAnalysis(db, auth.actor, application.id);
  return stored!;
}
