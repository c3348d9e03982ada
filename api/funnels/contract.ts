// Public funnels (spec §2 /funnels/{campaign}): a campaign's landing page, reached by its random slug. A
// visit is counted by the page's loader (no cookie, nothing about the visitor is kept); registrations, completions
// and hires follow the assessment (api/funnels/track.ts). The hiring brand's feature: the coaching brand answers 404.
import { z } from "zod";
import { LANGUAGES } from "../../domain/languages";
import { operation } from "../http/contract";
import { CAMPAIGN_CHANNELS } from "../../domain/campaigns";

const slugParam = z.object({ slug: z.uuid({ error: "is not a valid campaign link" }) });
export const funnelChannel = z.enum(CAMPAIGN_CHANNELS, { error: `must be one of ${CAMPAIGN_CHANNELS.join(", ")}` });

/**
 * The funnel a candidate came through, carried by a registration or a job application (the funnel links there with
 * `?campaign=<slug>&via=<channel>`) and counted as the funnel's registration.
 */
export const funnelReference = {
  /** The hiring campaign's public slug. */
  campaign: z.uuid({ error: "is not a valid campaign link" }).nullish(),
  /** The channel the funnel's link carried (`?via=`). */
  campaign_channel: funnelChannel.nullish(),
};

/** The funnel reference of a page address, or nothing: a malformed one never fails the candidate's form. */
export function funnelReferenceOf(url: string): Partial<z.output<z.ZodObject<typeof funnelReference>>> {
  const params = new URL(url).searchParams;
  const parsed = z
    .object(funnelReference)
    .safeParse({ campaign: params.get("campaign") || null, campaign_channel: params.get("via") || null });
  return parsed.success ? parsed.data : {};
}

/**
 * The role a job fixes for a registration, as the company offers it: a company with a list of roles takes only one
 * of them (api/surveys/register-survey.ts), so a job role outside the list fixes nothing and the person is asked.
 */
export function offeredRole(role: string | null, offered: readonly string[]): string | null {
  if (!role || offered.length === 0) return role;
  return offered.find((name) => name.toLowerCase() === role.toLowerCase()) ?? null;
}

export const funnelJson = z.object({
  slug: z.string(),
  /** Whether it takes visitors now; a closed funnel shows only the company and a friendly note. */
  open: z.boolean(),
  campaign: z.object({ name: z.string(), channel: funnelChannel, ends_on: z.string().nullable() }),
  company: z.object({
    name: z.string(),
    /** The company's logo as a data: URL (PNG or JPEG, checked on upload), or null. */
    logo: z.string().nullable(),
    /** The language the page falls back to when a browser asks for none we offer. */
    default_language: z.enum(LANGUAGES),
  }),
  /**
   * The advertised job, with the first paragraph of its description as its summary; `leads_to_assessment`: its
   * application goes on into the assessment; `role`: its role (its title when it names none), which a registration
   * through the funnel takes instead of asking the person.
   */
  job: z
    .object({
      uuid: z.string(),
      title: z.string(),
      summary: z.string(),
      open: z.boolean(),
      leads_to_assessment: z.boolean(),
      role: z.string(),
    })
    .nullable(),
  /** What the campaign is for: its job's role (the job's title when it names none), else the campaign's own role. */
  role_name: z.string().nullable(),
  /** The company's assessment link token (null while closed): the funnel's way into /survey/register. */
  assessment_link: z.string().nullable(),
  instant_interview: z.boolean(),
});
export type FunnelJson = z.infer<typeof funnelJson>;

export const funnelsContract = {
  get: operation({
    method: "GET",
    path: "/funnels/:slug",
    summary: "A campaign's public funnel: the company, the job and where to go on (closed funnels say so)",
    description:
      "Answers a campaign's public page: the company, what the campaign is for, and where to go next; a closed one says so.",
    access: "public",
    feature: "campaigns",
    params: slugParam,
    response: z.object({ data: funnelJson }),
    errors: [400, 404],
  }),
  visit: operation({
    method: "POST",
    path: "/funnels/:slug/visits",
    summary: "Count one visit of an open funnel (nothing about the visitor is stored); a closed one counts nothing",
    description:
      "Counts one visit of an open campaign page, storing nothing about the visitor; a closed one counts nothing.",
    access: "public",
    observation: true,
    // Posted from outside (not by the funnel page's own loader, which reaches the API on its loopback listener), it
    // counts against the address's public-form limit: a script cannot inflate a campaign's visits.
    publicForm: true,
    feature: "campaigns",
    params: slugParam,
    body: z.object({ channel: funnelChannel.optional() }).strict(),
    response: z.object({ counted: z.boolean() }),
    errors: [400, 404, 429],
  }),
};
