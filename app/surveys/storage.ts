// What the browser keeps of an assessment (spec §3 "Browser-stored values": survey data, previous survey page
// URL), so a reload or a dropped connection loses nothing. Browser-only; every access tolerates a storage that
// is full or disabled (private windows), because the server copy is the one that counts.

export const SURVEY_DATA_KEY = "survey data";
export const PREVIOUS_SURVEY_PAGE_URL_KEY = "previous survey page URL";

export interface LocalAnswer {
  value: number;
  /** When the candidate chose it (ISO); the server keeps the latest answer per item. */
  answered_at: string;
  /** Whether the server has confirmed it. */
  saved: boolean;
}

export interface SurveyData {
  uuid: string;
  /** The company's name, so that company's register page can offer to continue this assessment. */
  companyName?: string;
  answers: Record<string, LocalAnswer>;
  /** Whether the "please read each statement" nudge was shown (app/surveys/nudge.ts): it is shown once. */
  nudged?: boolean;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the answers are still saved to the server.
  }
}

export function readSurveyData(): SurveyData | null {
  const raw = read(SURVEY_DATA_KEY);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as SurveyData;
    return typeof data?.uuid === "string" && data.answers && typeof data.answers === "object" ? data : null;
  } catch {
    return null;
  }
}

export function writeSurveyData(data: SurveyData) {
  write(SURVEY_DATA_KEY, JSON.stringify(data));
}

export function readPreviousSurveyPageUrl(): string | null {
  const url = read(PREVIOUS_SURVEY_PAGE_URL_KEY);
  // Only ever a path of this site's survey pages (the value is reused as a link).
  return url && url.startsWith("/survey/") ? url : null;
}

export function writePreviousSurveyPageUrl(url: string) {
  write(PREVIOUS_SURVEY_PAGE_URL_KEY, url);
}

/** Forgets the assessment once it is submitted. */
export function clearSurveyStorage() {
  write(SURVEY_DATA_KEY, null);
  write(PREVIOUS_SURVEY_PAGE_URL_KEY, null);
}
