// The embedded default (no model configured, or the company switched AI off): a deterministic reading of a
// resume's text by its usual headings, and of a job's requirements by its description's bullet points. It finds
// less than a model would, and the page says it was made without AI.
import type { ResumeProfile } from "./contract";

const HEADINGS = {
  experience: /^(work\s+|professional\s+|employment\s+)?(experience|employment|work history|career|positions?)\b/i,
  skills: /^(key\s+|core\s+|technical\s+)?(skills|competenc(e|ies)|expertise|strengths|languages?)\b/i,
  education: /^(education|qualifications?|training|certifications?|academic)\b/i,
  other: /^(summary|profile|about( me)?|objective|references?|interests|hobbies|contact|personal)\b/i,
} as const;
type Section = keyof typeof HEADINGS;

const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const POINT = `(?:(?:${MONTH}\\s+)?(?:19|20)\\d{2}|\\d{1,2}/(?:19|20)\\d{2})`;
const RANGE = new RegExp(`(${POINT})\\s*(?:-|–|—|to|until)\\s*(${POINT}|present|current|now|today)`, "i");
const YEAR = /\b(19|20)\d{2}\b/;
const QUALIFICATION =
  /\b(bachelor|master|b\.?sc|m\.?sc|b\.?a\.?|m\.?a\.?|mba|ph\.?d|diploma|degree|certificate|certification|associate|ged|high school|a-levels?|gcse|apprenticeship|licen[cs]e)\b/i;

/** A heading line: short, and one of the known headings (with or without a trailing colon). */
function sectionOf(line: string): Section | null {
  // "Skills: Excel, SQL": the heading is what comes before the colon.
  const bare = line
    .split(":")[0]
    .replace(/[#*_]+/g, "")
    .trim();
  if (bare.length > 40) return null;
  for (const [section, pattern] of Object.entries(HEADINGS) as [Section, RegExp][]) {
    if (pattern.test(bare)) return section;
  }
  return null;
}

const clean = (s: string) => s.replace(/^[\s•*·▪◦\-–—|,;:]+|[\s•*·▪◦\-–—|,;:()]+$/g, "").trim();

/** The resume's lines by section (lines before any heading belong to none). */
export function sectionsOf(text: string): Record<Section, string[]> {
  const out: Record<Section, string[]> = { experience: [], skills: [], education: [], other: [] };
  let current: Section | null = null;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const heading = sectionOf(line);
    if (heading) {
      current = heading;
      // "Skills: Excel, SQL" carries its content on the heading line.
      const rest = clean(line.replace(/^[^:]*:/, ""));
      if (line.includes(":") && rest) out[heading].push(rest);
      continue;
    }
    if (current) out[current].push(line);
  }
  return out;
}

/** Splits "Title at Employer", "Title, Employer", "Employer | Title" into its two parts. */
function roleAndEmployer(text: string): { title: string; employer: string } {
  const at = /^(.*?)\s+(?:at|@)\s+(.*)$/i.exec(text);
  if (at) return { title: clean(at[1]), employer: clean(at[2]) };
  const parts = text
    .split(/\s+[|–—-]\s+|,\s+|\s*\|\s*/)
    .map(clean)
    .filter(Boolean);
  if (parts.length >= 2) return { title: parts[0], employer: parts[1] };
  return { title: clean(text), employer: "" };
}

export function parseResume(text: string): ResumeProfile {
  const sections = sectionsOf(text);
  const experience: ResumeProfile["experience"] = [];
  const lines = sections.experience;
  for (let i = 0; i < lines.length; i++) {
    const range = RANGE.exec(lines[i]);
    if (!range) continue;
    let rest = clean(lines[i].replace(range[0], " ").replace(/\(\s*\)/g, ""));
    // A date on a line of its own: the role is on the line before (unless that one was an entry already).
    if (!rest && i > 0 && !RANGE.test(lines[i - 1])) rest = clean(lines[i - 1]);
    if (!rest) continue;
    const { title, employer } = roleAndEmployer(rest);
    experience.push({ employer, title, start: clean(range[1]), end: clean(range[2]) });
  }

  const skills = [
    ...new Set(
      sections.skills
        .flatMap((line) => line.split(/[,;•·|▪◦]|\s{2,}|\s+-\s+/))
        .map(clean)
        .filter((s) => s.length >= 2 && s.length <= 60),
    ),
  ].slice(0, 40);

  const education: ResumeProfile["education"] = [];
  for (const line of sections.education) {
    const year = YEAR.exec(line)?.[0] ?? null;
    const body = clean(
      line
        .replace(RANGE, " ")
        .replace(/\b(19|20)\d{2}\b/g, " ")
        .replace(/\(\s*\)/g, ""),
    );
    if (!body) continue;
    const parts = body
      .split(/\s+[|–—-]\s+|,\s+|\s+at\s+|\s*\|\s*/i)
      .map(clean)
      .filter(Boolean);
    const qualification = parts.find((p) => QUALIFICATION.test(p)) ?? parts[0];
    const institution = parts.find((p) => p !== qualification) ?? "";
    education.push({ institution, qualification, year });
  }
  return { experience: experience.slice(0, 20), skills, education: education.slice(0, 10) };
}
