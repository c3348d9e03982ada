import type { MantineColorsTuple } from "@mantine/core";

import type { GrowthTexts } from "../domain/coaching/growth-texts";
import type { PairTexts } from "../domain/coaching/pair-texts";
import type { ReportTexts } from "../domain/assessment/report-texts";
import type { CampaignChannel, FunnelStep } from "../domain/campaigns";
import type { BRANDS } from "./brands.js";

/** The brand constants of the two artefacts built from this codebase. */
export type BrandKey = (typeof BRANDS)[number];

/** Spec §6 "Feature flags by brand": which product features a brand ships. */
export interface BrandFeatures {
  jobs: boolean;
  interviewQuestions: boolean;
  aiChat: boolean;
  resumeAnalysis: boolean;
  academy: boolean;
  interviewAfterApplication: boolean;
  interviewAfterBenchmark: boolean;
  /** The extra company field companyProductType. */
  companyProductType: boolean;
  growthReport: boolean;
  hiringPipeline: boolean;
  benchmarkScores: boolean;
  comparison: boolean;
  coaching: boolean;
  changesOverTimeReports: boolean;
  conflictTool: boolean;
  behaviouralQuestionsChart: boolean;
  reportConfigurator: boolean;
  bookCodeSystem: boolean;
  /**
   * Campaigns and their public pages (ADR 041): a hiring brand's drives for a job or role, a coaching brand's
   * invitations of a group of employees to their assessment. What each brand counts is `BrandConfig.campaigns`.
   */
  campaigns: boolean;
  /**
   * Voluntary self-identification (docs/self-identification.md): candidates may give sex, race/ethnicity and, where
   * the company asks, veteran and disability status, kept apart and read only with "eeo:read".
   */
  selfIdentification: boolean;
}

/** Spec §3/§9 score bands, highest first. `min` is the lowest value (1–99) inside the band. */
export const SCORE_BANDS = [
  { key: "91+", min: 91 },
  { key: "81-90", min: 81 },
  { key: "66-80", min: 66 },
  { key: "35-65", min: 35 },
  { key: "20-34", min: 20 },
  { key: "10-19", min: 10 },
  { key: "9 or less", min: 0 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]["key"];

export interface BrandWording {
  /** Product tagline shown on the sign-in page and /about. */
  tagline: string;
  /** What the people assessed are called (navigation label "Candidates/Employees"). */
  candidates: string;
  /** The people assessed, in running text: "candidates" or "people". */
  people: string;
  assessment: string;
  /** The role question on the assessment's registration ("Role you are applying for" / "Your role"). */
  roleQuestion: string;
  /** The role on a person's report, where staff can change it ("Role applied for" / "Current role"). */
  roleOfPerson: string;
  /** What the registration's consent is for: "I agree that … may use my answers and the details above to …". */
  consentPurpose: string;
  /** The thank-you page's sentence after the answers are submitted: what happens now. */
  thankYou: string;
  /** What a person's report is for: one sentence under the report page's "Profile" heading. */
  reportPurpose: string;
  /**
   * The pipeline board's name as a heading and as its sidebar link ("Hiring Pipeline", spec §2's literal, /
   * "Development Pipeline"), so the link and the page agree; lower-cased in running text.
   */
  pipeline: string;
  /** An example name for a new pipeline (placeholder on /pipelines). */
  pipelineExample: string;
  /**
   * The stages a company's first pipeline and any new pipeline start with, in board order. The first is "New": new
   * cards start there (the card's status column defaults to it).
   */
  pipelineStages: readonly string[];
  /**
   * Stages where a person's journey has ended (e.g. "Hired", "Not a fit"): nobody waits in them, so home shows no
   * time in stage for them. Matched by name, case-insensitively, in any pipeline.
   */
  terminalStages: readonly string[];
  supportContact: string;
  /** The campaigns area's words (/hiring-campaigns and the public /funnels/{campaign} page). */
  campaigns: CampaignWording;
}

/**
 * How a brand speaks of its campaigns. The routes keep spec §2's literal paths in every brand; only what a person
 * reads changes. `{company}` in a text stands for the company's name.
 */
export interface CampaignWording {
  /** The list's heading and the feature's name on About ("Hiring campaigns"). */
  title: string;
  /** The sidebar link ("Hiring Campaigns"). */
  navLabel: string;
  /** One sentence under the list's heading: what a campaign is and what is counted. */
  description: string;
  /** The list's search placeholder. */
  searchPlaceholder: string;
  /** The funnel's steps in order, as a sentence under the list ("visits → registrations → …"). */
  legend: string;
  /** The label of each step the brand counts (`BrandCampaigns.steps`). */
  steps: Partial<Record<FunnelStep, string>>;
  /** The label of each channel the brand offers (`BrandCampaigns.channels`). */
  channels: Partial<Record<CampaignChannel, string>>;
  /** The create dialog's hint under the name. */
  nameHint: string;
  /** The role field: its label and hint (who the campaign assesses; it heads the public page without a job). */
  roleLabel: string;
  roleHint: string;
  /** The public page's name on a campaign's page ("Funnel link") and its field's label. */
  linkTitle: string;
  linkLabel: string;
  /** The counts' heading on a campaign's page. */
  countsTitle: string;
  /** What ending a campaign leaves: after "Its counts stay, and …". */
  endNote: string;
}

/** What a brand's campaigns count and through which channels they are shared. */
export interface BrandCampaigns {
  /** The steps counted, in order: the first is the public page's visits. */
  steps: readonly FunnelStep[];
  /** The channels a campaign may be shared through. */
  channels: readonly CampaignChannel[];
}

/** Per-brand telemetry (docs/telemetry.md). Analytics and user events run for every brand. */
export interface BrandTelemetry {
  /** Whether the brand offers the support chat (spec §4: the hiring brand only); the widget also needs SUPPORT_CHAT_URL. */
  supportChat: boolean;
}

export interface BrandConfig {
  brand: BrandKey;
  name: string;
  url: string;
  /** Inline SVG markup of the brand's logo. */
  logoSvg: string;
  /** Favicon as SVG markup, served at /favicon.svg and /favicon.ico. */
  faviconSvg: string;
  theme: {
    primaryColor: string;
    /** Ten shades of the primary colour, lightest first (Mantine's tuple). */
    primaryShades: MantineColorsTuple;
    /** CSS font-family list; its first entry is the brand's own font, which `fontStylesheets` loads. */
    fontFamily: string;
    /**
     * URLs of the stylesheets declaring the brand's own font faces (brands/<brand>/fonts.css, bundled by Vite and
     * served from our origin), for root.tsx's links. A function because only Vite understands the import.meta.glob
     * inside: the server bundle and scripts load this file too, and never call it.
     */
    fontStylesheets: () => string[];
  };
  wording: BrandWording;
  features: BrandFeatures;
  campaigns: BrandCampaigns;
  telemetry: BrandTelemetry;
  /**
   * Demo accounts (api/db/demo-data.ts, by e-mail) whose name in this brand differs, because the shared name speaks of
   * another product's work (Harbor Dental's "Rita Recruiter" coaches in the coaching brand). Their e-mail addresses
   * stay, as sign-in and the tests know them by it.
   */
  demoNames?: Readonly<Record<string, { first: string; last: string }>>;
  scoreBandColors: Record<ScoreBand, string>;
  /**
   * The growth report's writing (brands with the growthReport feature). Loaded on demand, so neither a brand without
   * it nor any page that does not need it carries the texts.
   */
  loadGrowthTexts?: () => Promise<GrowthTexts>;
  /** The comparison's and the conflict tool's writing (brands with those features), loaded on demand likewise. */
  loadPairTexts?: () => Promise<PairTexts>;
  /**
   * The hiring report's writing about the person, for recruiters (brands with the hiring report), loaded on demand
   * likewise. A brand without it shows no trait texts on the profile page.
   */
  loadReportTexts?: () => Promise<ReportTexts>;
}
