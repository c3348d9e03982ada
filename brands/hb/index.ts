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
    fontStylesheets: () =>
      Object.values(import.meta.glob<string>("./fonts.css", { query: "?url", import: "default", eager: true })),
  },
  wording: {
    tagline: "Hire people who fit the role, backed by behavioral science.",
    candidates: "Candidates",
    people: "candidates",
    assessment: "behavioral assessment",
    roleQuestion: "Role you are applying for",
    roleOfPerson: "Role applied for",
    consentPurpose: "assess my fit for the role",
    thankYou: "There is nothing more to do; you can close this page.",
    reportPurpose: "How this candidate tends to think, feel and act, and how that fits the roles you hire for.",
    pipeline: "Hiring Pipeline",
    pipelineExample: "Seasonal hiring",
    pipelineStages: ["New", "Screening", "Interview", "Offer", "Hired", "Not a fit"],
    terminalStages: ["Hired", "Not a fit"],
    supportContact: "support@hirebloom.io",
    campaigns: {
      title: "Hiring campaigns",
      navLabel: "Hiring Campaigns",
      description:
        "Each campaign has a public funnel page that leads candidates into applying or the assessment; its visits, registrations, completions and hires are counted here.",
      searchPlaceholder: "Campaign, company or job…",
      legend: "Funnel: visits → registrations → completed assessments → hires.",
      steps: { visits: "Visits", registrations: "Registrations", completions: "Completions", hires: "Hires" },
      channels: { link: "Link", qr_code: "QR code", job_board: "Job board", email: "E-mail", social: "Social" },
      nameHint: "For your team, e.g. “Spring nurses, Instagram”. Visitors see the company and the job.",
      roleLabel: "Role",
      roleHint: "Needed without a job: what registrants are assessed for.",
      linkTitle: "Funnel link",
      linkLabel: "Public funnel link",
      countsTitle: "Conversion",
      endNote: "candidates who registered keep their assessment.",
    },
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
    campaigns: true,
    selfIdentification: true,
  },
  // What a campaign counts: its public page's visits, the assessments started and completed through it, and hires.
  campaigns: {
    steps: ["visits", "registrations", "completions", "hires"],
    channels: ["link", "qr_code", "job_board", "email", "social"],
  },
  telemetry: { supportChat: true },
  // Neither end of a trait is better, so no red or green: purple for high, grey for average, cyan for low, darker
  // the further from average. Each keeps 3:1 against white (chart bars) and 4.5:1 with its badge's text.
  scoreBandColors: {
    "91+": "#581c87",
    "81-90": "#7e22ce",
    "66-80": "#9333ea",
    "35-65": "#64748b",
    "20-34": "#0891b2",
    "10-19": "#0e7490",
    "9 or less": "#164e63",
  },
  loadReportTexts: async () => (await import("./report-texts")).default,
};

export default brand;
