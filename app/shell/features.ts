// What each brand feature (spec §6 "Feature flags by brand") is called, and whether the product has it yet. A brand
// may switch a feature on before anything of it exists; the About page lists only what a user can actually use.
// Pure (no `~brand`): the About page's loader and the tests hand it a brand.
import type { BrandConfig, BrandFeatures, BrandWording } from "../../brands/types";

export interface FeatureLabel {
  /** The feature in plain words (from the brand's wording where the brands name it differently). */
  label: string | ((wording: BrandWording) => string);
  /**
   * Whether the feature exists in the product. The issue that ships a feature flips this to true in the same change,
   * so the About page never promises what is not there.
   */
  built: boolean;
}

const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();

export const FEATURE_LABELS: Record<keyof BrandFeatures, FeatureLabel> = {
  jobs: { label: "Jobs", built: true },
  interviewQuestions: { label: "Interview questions", built: true },
  aiChat: { label: "AI chat", built: true },
  resumeAnalysis: { label: "Resume analysis", built: false },
  academy: { label: "Academy", built: true },
  interviewAfterApplication: { label: "Interview after application", built: true },
  interviewAfterBenchmark: { label: "Interview after benchmark", built: true },
  companyProductType: { label: "Company product type", built: true },
  growthReport: { label: "Growth report", built: true },
  // The brand's own name for the board ("Hiring pipeline", "Development pipeline").
  hiringPipeline: { label: (wording) => sentenceCase(wording.pipeline), built: true },
  benchmarkScores: { label: "Benchmark scores", built: true },
  comparison: { label: "Comparison", built: true },
  coaching: { label: "Coaching", built: true },
  changesOverTimeReports: { label: "Changes-over-time reports", built: true },
  conflictTool: { label: "Conflict tool", built: true },
  behaviouralQuestionsChart: { label: "Behavioural questions chart", built: true },
  reportConfigurator: { label: "Report configurator", built: true },
  bookCodeSystem: { label: "Book code system", built: true },
  campaigns: { label: "Hiring campaigns", built: true },
};

/** The features a user of this brand can use: switched on for the brand AND built, in FEATURE_LABELS' order. */
export function availableFeatures({ features, wording }: Pick<BrandConfig, "features" | "wording">): string[] {
  return (Object.keys(FEATURE_LABELS) as (keyof BrandFeatures)[])
    .filter((key) => features[key] && FEATURE_LABELS[key].built)
    .map((key) => {
      const { label } = FEATURE_LABELS[key];
      return typeof label === "function" ? label(wording) : label;
    });
}
