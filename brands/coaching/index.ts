import type { BrandConfig } from "../types";
import { faviconSvg, logoSvg } from "./logo";

/** The behavioural-coaching brand. */
const brand: BrandConfig = {
  brand: "coaching",
  name: "Traitwise",
  url: "https://app.traitwise.coach",
  logoSvg,
  faviconSvg,
  theme: {
    primaryColor: "brand",
    primaryShades: [
      "#f5f0ff",
      "#e9e0fd",
      "#d0bdf8",
      "#b698f4",
      "#a078f0",
      "#9264ee",
      "#7c3aed",
      "#6d28d9",
      "#5b21b6",
      "#4c1d95",
    ],
    fontFamily: '"Source Sans 3", system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif',
    fontStylesheets: () =>
      Object.values(import.meta.glob<string>("./fonts.css", { query: "?url", import: "default", eager: true })),
  },
  wording: {
    tagline: "Understand behaviour, coach growth, build stronger teams.",
    candidates: "Employees",
    people: "people",
    assessment: "behavioural profile",
    roleQuestion: "Your role",
    roleOfPerson: "Current role",
    consentPurpose: "describe how I work, for my own development and coaching",
    thankYou:
      "Your profile is ready for you and your coach to talk through. There is nothing more to do; you can close this page.",
    reportPurpose:
      "How this person tends to think, feel and act at work: a starting point for coaching and development.",
    pipeline: "Development Pipeline",
    pipelineExample: "Leadership programme",
    supportContact: "help@traitwise.coach",
  },
  features: {
    jobs: false,
    interviewQuestions: false,
    aiChat: false,
    resumeAnalysis: false,
    academy: false,
    interviewAfterApplication: false,
    interviewAfterBenchmark: false,
    companyProductType: false,
    growthReport: true,
    hiringPipeline: true,
    benchmarkScores: true,
    comparison: true,
    coaching: true,
    changesOverTimeReports: true,
    conflictTool: true,
    behaviouralQuestionsChart: true,
    reportConfigurator: true,
    bookCodeSystem: true,
  },
  telemetry: { supportChat: false },
  scoreBandColors: {
    "91+": "#4c1d95",
    "81-90": "#6d28d9",
    "66-80": "#2563eb",
    "35-65": "#0891b2",
    "20-34": "#d97706",
    "10-19": "#e11d48",
    "9 or less": "#9f1239",
  },
  loadGrowthTexts: async () => (await import("./growth-texts")).default,
  loadPairTexts: async () => (await import("./pair-texts")).default,
};

export default brand;
