// The home page's data (spec §2 "/"): the acting user's company and its shareable assessment link.
import { z } from "zod";
import { dataOf, operation } from "../http/contract";

export const dashboardJson = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), industry: z.string().nullable() }),
  /** Token of the company's shareable assessment link. */
  assessment_link_token: z.string(),
});
export type DashboardJson = z.infer<typeof dashboardJson>;

export const dashboardContract = {
  get: operation({
    method: "GET",
    path: "/dashboard",
    summary: "The acting user's company and its shareable assessment link",
    access: "signed-in",
    response: dataOf(dashboardJson),
    errors: [404],
  }),
};
