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
    tagline: "Understand behavior, coach growth, build stronger teams.",
    candidates: "Employees",
    people: "people",
    assessment: "behavioral profile",
    roleQuestion: "Your role",
    roleOfPerson: "Current role",
    consentPurpose: "describe how I work, for my own development and coaching",
    thankYou:
      "Your profile is ready for you and your coach to talk through. There is nothing more to do; you can close this page.",
    reportPurpose:
      "How this person tends to think, feel and act at work: a starting point for coaching and development.",
    pipeline: "Development Pipeline",
    pipelineExample: "Leadership program",
    // A person's development, not a hiring funnel: nobody is "not a fit" here.
    pipelineStages: ["New", "Assessed", "Debriefed", "Development plan", "In coaching", "Reassessed"],
    // A person's development goes on: no stage ends it.
    terminalStages: [],
    supportContact: "help@traitwise.coach",
    campaigns: {
      title: "Assessment campaigns",
      navLabel: "Assessment Campaigns",
      description:
        "Invite a group of employees to their behavioral profile, such as a department's reassessment or a new team's onboarding. Each campaign has its own invitation page; how many people opened it, started and completed their profile is counted here.",
      searchPlaceholder: "Campaign, company or team…",
      legend: "Progress: opened the invitation → started → completed their profile.",
      steps: { visits: "Opened", registrations: "Started", completions: "Completed" },
      channels: { link: "Link", email: "E-mail", qr_code: "QR code", social: "Team chat or intranet" },
      nameHint:
        "For your team, e.g. “Front desk reassessment, spring”. People invited see the company and who is invited.",
      roleLabel: "Who is invited",
      roleHint: "The team or role invited, e.g. “Front desk team”: it heads the invitation page.",
      linkTitle: "Invitation link",
      linkLabel: "Invitation link to share",
      countsTitle: "Progress",
      endNote: "people who started keep their profile.",
    },
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
    campaigns: true,
    // Nobody is hired here, so there is no hiring to check for fairness.
    selfIdentification: false,
  },
  // What a campaign counts: its public page's visits, the assessments started and completed through it.
  campaigns: {
    steps: ["visits", "registrations", "completions"],
    channels: ["link", "email", "qr_code", "social"],
  },
  telemetry: { supportChat: false },
  // Staff here coach and develop people; nobody recruits.
  demoNames: {
    "recruiter@harbor-dental.test": { first: "Rita", last: "Coach" },
    "new.hire@harbor-dental.test": { first: "Nina", last: "Newcomer" },
  },
  // Neither end of a trait is better, so no red or green: violet for high, grey for average, blue for low, darker
  // the further from average. Each keeps 3:1 against white (chart bars) and 4.5:1 with its badge's text.
  scoreBandColors: {
    "91+": "#4c1d95",
    "81-90": "#6d28d9",
    "66-80": "#7c3aed",
    "35-65": "#6b7280",
    "20-34": "#0369a1",
    "10-19": "#075985",
    "9 or less": "#0c4a6e",
  },
  loadGrowthTexts: async () => (await import("./growth-texts")).default,
  loadPairTexts: async () => (await import("./pair-texts")).default,
};

export default brand;
