// The person's own report: what their answers say about how they tend to work, written to them ("You tend to …"),
// per domain, with each score's likely range and the norm group named. It is built from the scores alone: no role,
// benchmark, fit or anything a company thinks, and none of the staff report's texts (its interview questions are
// for staff). Both brands use the same words; the coaching brand may add its growth report beside them. Pure, safe
// for browser code.
import type { Level } from "./bands";
import { NORMS_LABELS, type NormsId } from "./norms-name";
import { scoreRange } from "./precision";
import type { AssessmentScores } from "./scoring";
import { pickStrengths } from "./strengths";
import { DOMAIN_NAMES, DOMAINS, FACETS, strengthName, type DomainCode, type FacetCode } from "./traits";

/** How long the link to the report works, from submission. */
export const PARTICIPANT_REPORT_DAYS = 90;

/** What a domain measures, said to the person. */
const MEASURES: Record<DomainCode, string> = {
  N: "How you respond to pressure, setbacks and uncertainty.",
  E: "How much you seek out people, activity and the lead in a group.",
  O: "How much you are drawn to new ideas, experiences and ways of doing things.",
  A: "How you tend to approach other people: trust, straightforwardness and cooperation.",
  C: "How you tend to organize yourself, follow through and plan your work.",
};

/** How the person tends to work, by their level on each domain: neither praise nor blame, always "tend to". */
const HOW_YOU_WORK: Record<DomainCode, Record<Level, string>> = {
  N: {
    low: "You tend to stay steady when work gets busy or plans change, and to settle quickly after a setback.",
    neutral:
      "You tend to feel pressure about as much as most people do: you notice it, and it usually passes once things settle.",
    high: "You tend to feel pressure keenly and to notice early what could go wrong, which can help you prepare. Busy spells may take more out of you than they do others.",
  },
  E: {
    low: "You tend to prefer quieter settings, focused work and a few close colleagues, and to think before you speak up.",
    neutral:
      "You tend to enjoy time with people and time on your own in fairly equal measure, and to adapt to what the work needs.",
    high: "You tend to draw energy from people and activity, to speak up readily and to enjoy taking the lead.",
  },
  O: {
    low: "You tend to prefer proven, practical ways of working and to value clear, concrete tasks.",
    neutral:
      "You tend to be open to new ideas when they are useful, while also valuing ways of working that are known to work.",
    high: "You tend to enjoy new ideas, variety and thinking things through from a fresh angle.",
  },
  A: {
    low: "You tend to say what you think, to question before you agree and to stand firm for your view.",
    neutral:
      "You tend to balance cooperating with others and standing up for your own view, depending on the situation.",
    high: "You tend to trust people, to look for agreement and to put effort into helping others.",
  },
  C: {
    low: "You tend to work flexibly, to keep your options open and to deal with things as they come.",
    neutral: "You tend to plan where it matters and to stay flexible elsewhere.",
    high: "You tend to plan ahead, to keep things in order and to follow through on what you take on.",
  },
};

/** Each facet's favourable end, said to the person: shown when it is one of their strengths. */
const STRENGTH_TEXTS: Record<FacetCode, string> = {
  N1: "You tend to stay calm about what might go wrong.",
  N2: "You tend to stay even-tempered when things are frustrating.",
  N3: "You tend to keep your heart and energy after a setback.",
  N4: "You tend to be at ease with new people and when others are watching.",
  N5: "You tend to put longer-term goals before what is tempting right now.",
  N6: "You tend to keep your composure when several things go wrong at once.",
  E1: "You tend to be warm and easy to approach.",
  E2: "You tend to enjoy working in a group and being among people.",
  E3: "You tend to speak up and take charge when a group needs direction.",
  E4: "You tend to keep a brisk pace and to have many things on the go.",
  E5: "You tend to enjoy variety, stimulation and a bit of excitement.",
  E6: "You tend to bring good spirits and enthusiasm to what you do.",
  O1: "You tend to imagine possibilities and picture how things could be.",
  O2: "You tend to notice and value design, beauty and craft.",
  O3: "You tend to be aware of your own feelings and those of others.",
  O4: "You tend to welcome change and to try new ways of doing things.",
  O5: "You tend to enjoy ideas, puzzles and learning how things work.",
  O6: "You tend to question how things are usually done and to consider other views.",
  A1: "You tend to assume the best of the people you work with.",
  A2: "You tend to be straightforward and open in how you deal with people.",
  A3: "You tend to go out of your way to help others.",
  A4: "You tend to look for common ground rather than conflict.",
  A5: "You tend to let your work speak for itself rather than put yourself forward.",
  A6: "You tend to notice how others are doing and to care about it.",
  C1: "You tend to feel capable of handling what your work asks of you.",
  C2: "You tend to keep your work, time and things in order.",
  C3: "You tend to keep your promises and to do what you said you would.",
  C4: "You tend to set yourself high goals and to work hard to reach them.",
  C5: "You tend to start tasks promptly and see them through to the end.",
  C6: "You tend to think things through before you decide.",
};

export interface ParticipantScale {
  name: string;
  percentile: number;
  /** The likely range (±1 standard error of measurement) in percentiles. */
  likely_range: { low: number; high: number };
}

export interface ParticipantDomain extends ParticipantScale {
  code: DomainCode;
  measures: string;
  how_you_work: string;
  /** This domain's facets that meet the strengths rule (domain/assessment/strengths.ts), most marked first. */
  strengths: { name: string; text: string }[];
}

export interface ParticipantReportContent {
  domains: ParticipantDomain[];
  /** The norm group the percentiles compare with, by name. */
  norm_group: string;
}

/** What the page and the PDF say about the percentiles, their ranges and the norm group. */
export function aboutTheScores(normGroup: string): string {
  return (
    `Each percentile compares your answers with a large group of adults who took the same questionnaire (${normGroup}). ` +
    "The 60th percentile means you scored higher than about 60 in 100 of them. No questionnaire is exact: the likely " +
    "range shows where your score would probably fall if you took it again, so small differences do not mean much."
  );
}

/** A few plain words on what the report is and is not. */
export const WHAT_THIS_IS =
  "This report describes how you tend to work, based on your own answers. It is not a test you pass or fail, and " +
  "every way of working has its own strengths. People change over time, and how you work also depends on the " +
  "situation you are in.";

/** The person's report from their scores. */
export function participantReportContent(scores: AssessmentScores): ParticipantReportContent {
  const norms = scores.norms as NormsId;
  const range = (code: DomainCode | FacetCode, t: number) => {
    const r = scoreRange(code, t);
    return { low: r.percentile_low, high: r.percentile_high };
  };
  return {
    norm_group: NORMS_LABELS[norms] ?? String(scores.norms),
    domains: DOMAINS.map((d) => {
      const score = scores.domains[d];
      const facets = FACETS.filter((f) => f.startsWith(d)).map((f) => ({
        scale: f,
        percentile: scores.facets[f].percentile,
      }));
      return {
        code: d,
        name: DOMAIN_NAMES[d],
        percentile: score.percentile,
        likely_range: range(d, score.t),
        measures: MEASURES[d],
        how_you_work: HOW_YOU_WORK[d][score.level],
        strengths: pickStrengths(facets).map((f) => ({
          name: strengthName(f.scale),
          text: STRENGTH_TEXTS[f.scale as FacetCode],
        })),
      };
    }),
  };
}
