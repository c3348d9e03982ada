// Public funnels (issue 17, spec §2 /funnels/{campaign}): a campaign's landing page, reached by its random slug. A
// visit is counted by the page's loader (no cookie, nothing about the visitor is kept); registrations, completions
// and hires follow the assessment (api/funnels/track.ts). The hiring brand's feature: the coaching brand answers 404.
import { z } from "zod";
import { operation } from "../http/contract";
import { CAMPAIGN_CHANNELS } from "../campaigns/channels";

const slugParam = z.object({ slug: z.uuid({ error: "is not a valid campaign link" }) });
export const funnelChannel = z.enum(CAMPAIGN_CHANNELS, { error: `must be one of ${CAMPAIGN_CHANNELS.join(", ")}` });

export const funnelJson = z.object({
  slug: z.string(),
  /** Whether it takes visitors now; a closed funnel shows only the company and a friendly note. */
  open: z.boolean(),
  campaign: z.object({ name: z.string(), channel: funnelChannel, ends_on: z.string().nullable() }),
  company: z.object({
    name: z.string(),
    /** The company's logo as a data: URL (PNG or JPEG, checked on upload), or null. */
    logo: z.string().nullable(),
  }),
  /** The advertised job, with the first paragraph of its description as its summary. */
  job: z.object({ uuid: z.string(), title: z.string(), summary: z.string(), open: z.boolean() }).nullable(),
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
    access: "public",
    observation: true,
    feature: "campaigns",
    params: slugParam,
    body: z.object({ channel: funnelChannel.optional() }).strict(),
    response: z.object({ counted: z.boolean() }),
    errors: [400, 404],
  }),
};
