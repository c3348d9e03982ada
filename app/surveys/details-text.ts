// The candidate details' words (app/survey-results/CandidateDetailsFields.tsx) in the page's language. Safe for browser
// code.
import type { DetailsText } from "~/survey-results/CandidateDetailsFields";
import type { Translate } from "~/i18n/useT";

export function detailsText(t: Translate): DetailsText {
  return {
    first: t("survey.details.first"),
    last: t("survey.details.last"),
    email: t("survey.details.email"),
    phone: t("survey.details.phone"),
    sex: t("survey.details.sex"),
    comparisonNote: t("survey.details.comparisonNote"),
    female: t("survey.details.female"),
    male: t("survey.details.male"),
    unspecified: t("survey.details.unspecified"),
    age: t("survey.details.age"),
    ageDescription: t("survey.details.ageDescription"),
  };
}
