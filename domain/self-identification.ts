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
