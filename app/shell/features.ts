// What each brand feature (spec §6 "Feature flags by brand") is called on the About page, which lists exactly the
// features the brand switches on (and, for a feature behind a remote flag, the flag allows). Every feature of
// BrandFeatures is built — features.test.ts proves that something in the product reads each one — so there is no
// second, hand-kept list of what exists to drift from the brands' (one once left out resume analysis, which ships).
// Pure (no `~brand`): the About page's loader and the tests hand it a brand.
import type { BrandConfig, BrandFeatures, BrandWording } from "../../brands/types";

/** A feature in plain words (from the brand's wording where the brands name it differently). */
export type FeatureLabel = string | ((wording: BrandWording) => string);

const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();

export const FEATURE_LABELS: Record<keyof BrandFeatures, FeatureLabel> = {
  jobs: "Jobs",
  interviewQuestions: "Interview questions",
  aiChat: "AI chat",
  resumeAnalysis: "Resume analysis",
  academy: "Academy",
  interviewAfterApplication: "Interview after application",
  interviewAfterBenchmark: "Interview after benchmark",
  companyProductType: "Company product type",
  growthReport: "Growth report",
  // The brand's own name for the board ("Hiring pipeline", "Development pipeline").
  hiringPipeline: (wording) => sentenceCase(wording.pipeline),
  benchmarkScores: "Benchmark scores",
  comparison: "Comparison",
  coaching: "Coaching",
  changesOverTimeReports: "Changes-over-time reports",
  conflictTool: "Conflict tool",
  behaviouralQuestionsChart: "Behavioral questions chart",
  reportConfigurator: "Report configurator",
  bookCodeSystem: "Book code system",
  // The brand's own name ("Hiring campaigns", "Assessment campaigns").
  campaigns: (wording) => wording.campaigns.title,
  selfIdentification: "Voluntary self-identification",
};

/** The features a user of this brand can use: those switched on for the brand, in FEATURE_LABELS' order. */
export function availableFeatures({ features, wording }: Pick<BrandConfig, "features" | "wording">): string[] {
  return (Object.keys(FEATURE_LABELS) as (keyof BrandFeatures)[])
    .filter((key) => features[key])
    .map((key) => {
      const label = FEATURE_LABELS[key];
      return typeof label === "function" ? label(wording) : label;
    });
}
