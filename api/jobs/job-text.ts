// What the AI text port is told about a job, and how its failure answers.
import { AiUnavailableError, type JobTextInput } from "../ai/port";
import {
  EMPLOYMENT_TYPE_LABELS,
  payText,
  WORKPLACE_LABELS,
  type EmploymentType,
  type Workplace,
} from "../../domain/jobs";
import { ApiError } from "../http/errors";
import type { JobJson } from "./contract";

export function textInput(
  job: Pick<
    JobJson,
    | "title"
    | "description"
    | "employment_type"
    | "workplace"
    | "salary_min"
    | "salary_max"
    | "salary_currency"
    | "salary_period"
  >,
  extra: {
    companyName: string;
    industry: string | null;
    location: string | null;
    department: string | null;
    notes?: string;
  },
): JobTextInput {
  return {
    title: job.title,
    companyName: extra.companyName,
    industry: extra.industry,
    location: extra.location,
    department: extra.department,
    employmentType: EMPLOYMENT_TYPE_LABELS[job.employment_type as EmploymentType] ?? job.employment_type,
    workplace: WORKPLACE_LABELS[job.workplace as Workplace] ?? job.workplace,
    salary: payText(job),
    description: job.description,
    notes: extra.notes?.trim() || null,
  };
}

/** Runs a text service call; a configured service that fails answers 502 with its message. */
export async function generated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiUnavailableError) throw new ApiError(502, error.message);
    throw error;
  }
}
