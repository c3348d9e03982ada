// The job facts the public job pages word for the candidate, in the page's language (the staff pages keep
// domain/jobs.ts's US English).
import type { Translate } from "~/i18n/useT";
import type { PublicJobJson } from "./model";

/** "18–22 USD an hour" in the page's language, or null when the job names no pay. */
export function careersPayText(
  t: Translate,
  job: Pick<PublicJobJson, "salary_min" | "salary_max" | "salary_currency" | "salary_period">,
): string | null {
  const { salary_min: min, salary_max: max } = job;
  if (min === null && max === null) return null;
  const range =
    min !== null && max !== null
      ? min === max
        ? t.number(min)
        : t("careers.job.pay.range", { min: t.number(min), max: t.number(max) })
      : min !== null
        ? t("careers.job.pay.from", { min: t.number(min) })
        : t("careers.job.pay.upTo", { max: t.number(max!) });
  const amount = job.salary_currency
    ? t("careers.job.pay.currency", { amount: range, currency: job.salary_currency })
    : range;
  return job.salary_period ? t(`careers.job.pay.${job.salary_period}`, { amount }) : amount;
}
