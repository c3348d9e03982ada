// The API's own description: its name and version, its OpenAPI document, and the trait scales its scores use.
import { z } from "zod";
import { DOMAINS, FACETS } from "../../domain/assessment/traits";
import { operation } from "../http/contract";

/** One trait scale: the code scores are keyed by, the product's name for it, and the inventory's own name. */
export const scaleJson = z.object({
  code: z.enum([...DOMAINS, ...FACETS] as [string, ...string[]]),
  kind: z.enum(["domain", "facet"]),
  domain: z.enum(DOMAINS),
  /** The name reports, PDFs and exports use: behaviour at work. */
  name: z.string(),
  /** The IPIP-NEO-120 scale name (Johnson 2014), for qualified readers. */
  ipip_name: z.string(),
  /** The end that usually serves a person at work, as the strengths rule reads it (domain/assessment/strengths.ts). */
  favourable_end: z.enum(["high", "low"]),
  /** The name a strength at the favourable end is listed under. */
  strength_name: z.string(),
});

export const metaContract = {
  index: operation({
    method: "GET",
    path: "/",
    summary: "The API's name and version",
    description: "Answers the API's name and version; a cheap check that the API is up.",
    access: "public",
    response: z.object({ name: z.string(), version: z.string() }),
    errors: [],
  }),
  openApi: operation({
    method: "GET",
    path: "/openapi.json",
    summary: "This OpenAPI 3.1 document, generated from the contracts",
    description: "Answers this document: the operations this build serves, with their inputs, answers and statuses.",
    access: "public",
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()).optional() }),
    errors: [],
  }),
  scales: operation({
    method: "GET",
    path: "/scales",
    summary: "The 35 trait scales: codes, names in reports, IPIP-NEO-120 names, and which end counts as a strength",
    description:
      "Answers every domain and facet scale with the code scores are keyed by, its name in reports, its IPIP-NEO-120 name and its favourable end.",
    access: "public",
    response: z.object({ data: z.array(scaleJson) }),
    errors: [],
  }),
};
