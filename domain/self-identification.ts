// Voluntary self-identification: the questions a candidate may answer so the employer can check that its hiring is
// fair to every group (docs/self-identification.md). The codes are what is stored; the labels are the EEO-1
// categories and the CC-305 wording, unedited. Nothing here may feed scoring, fit, ranking or any AI prompt.

/** "I decline to self-identify": an answer of its own, distinct from a question not asked or left blank (null). */
export const DECLINED = "declined" as const;
export const DECLINED_LABEL = "I decline to self-identify";

export const SEX_CODES = ["male", "female", DECLINED] as const;
export type SexCode = (typeof SEX_CODES)[number];

export const RACE_ETHNICITY_CODES = [
  "hispanic_or_latino",
  "white",
  "black_or_african_american",
  "native_hawaiian_or_pacific_islander",
  "asian",
  "american_indian_or_alaska_native",
  "two_or_more_races",
  DECLINED,
] as const;
export type RaceEthnicityCode = (typeof RACE_ETHNICITY_CODES)[number];

export const VETERAN_CODES = ["protected_veteran", "not_protected_veteran", DECLINED] as const;
export type VeteranCode = (typeof VETERAN_CODES)[number];

export const DISABILITY_CODES = ["yes", "no", DECLINED] as const;
export type DisabilityCode = (typeof DISABILITY_CODES)[number];

/** Where the answers were given: the job application (hiring brand) or the assessment registration. */
export const SELF_IDENTIFICATION_SOURCES = ["application", "registration"] as const;
export type SelfIdentificationSource = (typeof SELF_IDENTIFICATION_SOURCES)[number];

export const SEX_LABELS: Record<SexCode, string> = {
  male: "Male",
  female: "Female",
  declined: DECLINED_LABEL,
};

/** The EEO-1 race/ethnicity categories as the EEO-1 report names them. */
export const RACE_ETHNICITY_LABELS: Record<RaceEthnicityCode, string> = {
  hispanic_or_latino: "Hispanic or Latino",
  white: "White (Not Hispanic or Latino)",
  black_or_african_american: "Black or African American (Not Hispanic or Latino)",
  native_hawaiian_or_pacific_islander: "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
  asian: "Asian (Not Hispanic or Latino)",
  american_indian_or_alaska_native: "American Indian or Alaska Native (Not Hispanic or Latino)",
  two_or_more_races: "Two or More Races (Not Hispanic or Latino)",
  declined: DECLINED_LABEL,
};

export const VETERAN_LABELS: Record<VeteranCode, string> = {
  protected_veteran: "I identify as one or more of the classifications of protected veteran",
  not_protected_veteran: "I am not a protected veteran",
  declined: DECLINED_LABEL,
};

/** Form CC-305's answers. */
export const DISABILITY_LABELS: Record<DisabilityCode, string> = {
  yes: "Yes, I have a disability, or have had one in the past",
  no: "No, I do not have a disability and have not had one in the past",
  declined: DECLINED_LABEL,
};

/** The questions, in the order the form asks them. */
export const SELF_IDENTIFICATION_QUESTIONS = ["sex", "race_ethnicity", "veteran", "disability"] as const;
export type SelfIdentificationQuestion = (typeof SELF_IDENTIFICATION_QUESTIONS)[number];

/** Each question's codes and their labels, for the forms and the API's validation alike. */
export const SELF_IDENTIFICATION_OPTIONS: Record<SelfIdentificationQuestion, Record<string, string>> = {
  sex: SEX_LABELS,
  race_ethnicity: RACE_ETHNICITY_LABELS,
  veteran: VETERAN_LABELS,
  disability: DISABILITY_LABELS,
};

/** One person's answers; null or absent: not asked or left blank. */
export interface SelfIdentificationAnswers {
  sex?: SexCode | null;
  race_ethnicity?: RaceEthnicityCode | null;
  veteran?: VeteranCode | null;
  disability?: DisabilityCode | null;
}

/** Which optional questions a company asks (sex and race/ethnicity are always asked). */
export interface SelfIdentificationAsked {
  veteran: boolean;
  disability: boolean;
}

export const NOT_ASKED: SelfIdentificationAsked = { veteran: false, disability: false };

/** Whether a value is one of a question's codes. */
export function isAnswerCode(question: SelfIdentificationQuestion, value: unknown): boolean {
  return typeof value === "string" && Object.hasOwn(SELF_IDENTIFICATION_OPTIONS[question], value);
}

/** The questions a company asks, in form order. */
export function askedQuestions(asked: SelfIdentificationAsked): SelfIdentificationQuestion[] {
  return SELF_IDENTIFICATION_QUESTIONS.filter((q) => (q === "veteran" || q === "disability" ? asked[q] : true));
}

/**
 * The problems of a set of answers for a company: an unknown code, or an answer to a question the company does not
 * ask (so nobody stores veteran or disability status a company chose not to collect).
 */
export function answerProblems(
  answers: Record<string, unknown>,
  asked: SelfIdentificationAsked,
): { path: SelfIdentificationQuestion; message: string }[] {
  const askedNow = askedQuestions(asked);
  return SELF_IDENTIFICATION_QUESTIONS.flatMap((question) => {
    const value = answers[question];
    if (value === undefined || value === null || value === "") return [];
    if (!isAnswerCode(question, value)) {
      return [
        { path: question, message: `must be one of ${Object.keys(SELF_IDENTIFICATION_OPTIONS[question]).join(", ")}` },
      ];
    }
    if (!askedNow.includes(question)) return [{ path: question, message: "is not asked by this company" }];
    return [];
  });
}

/** Whether any question was answered (declining counts: it is an answer). */
export function hasAnswers(answers: SelfIdentificationAnswers): boolean {
  return SELF_IDENTIFICATION_QUESTIONS.some((q) => answers[q] != null);
}
