import type { BrandConfig } from "../types";
import { faviconSvg, logoSvg } from "./logo";

/** The hiring-platform brand (brand constant `hb`). */
const brand: BrandConfig = {
  brand: "hb",
  name: "HireBloom",
  url: "https://app.hirebloom.io",
  logoSvg,
  faviconSvg,
  theme: {
    primaryColor: "brand",
    primaryShades: [
      "#e6fcf8",
      "#cff5ee",
      "#a0eadc",
      "#6ddec9",
      "#44d3b8",
      "#2ac8ab",
      "#14b8a6",
      "#0f766e",
      "#115e59",
      "#134e4a",
    ],
    fontFamily: "Inter, system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif",
  },
  wording: {
    tagline: "Hire people who fit the role, backed by behavioural science.",
    candidates: "Candidates",
    assessment: "behavioural assessment",
    supportContact: "support@hirebloom.io",
  },
  features: {
    jobs: true,
    interviewQuestions: true,
    aiChat: true,
    resumeAnalysis: true,
    academy: true,
    interviewAfterApplication: true,
    interviewAfterBenchmark: true,
    companyProductType: true,
    growthReport: false,
    hiringPipeline: true,
    benchmarkScores: true,
    comparison: false,
    coaching: false,
    changesOverTimeReports: false,
    conflictTool: false,
    behaviouralQuestionsChart: false,
    reportConfigurator: false,
    bookCodeSystem: false,
  },
  telemetry: { supportChat: true },
  scoreBandColors: {
    "91+": "#047857",
    "81-90": "#059669",
    "66-80": "#65a30d",
    "35-65": "#ca8a04",
    "20-34": "#ea580c",
    "10-19": "#dc2626",
    "9 or less": "#991b1b",
  },
};

export default brand;
