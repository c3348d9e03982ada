// A company's AI switch: whether any of its people's data may go to the configured AI endpoint. Everyone in scope
// reads it (the AI panels say which answers to expect); the company's owner, its franchise owner or a super admin
// changes it. Off (or no endpoint configured), the AI features answer with their labelled default.
import { z } from "zod";
import { dataOf, id, operation } from "../http/contract";

export const companyAiParams = z.object({ id: id("a company id") });

export const aiSettingsInput = z.strictObject({
  ai_enabled: z.boolean({ error: "must be true or false" }),
});

export const aiSettingsJson = z.object({
  company_id: z.number().int(),
  /** The company allows its people's data to go to the AI endpoint. */
  ai_enabled: z.boolean(),
  /** An AI endpoint is configured on this server (without one, everything is the labelled default anyway). */
  endpoint_configured: z.boolean(),
});
export type AiSettingsJson = z.infer<typeof aiSettingsJson>;

export const aiSettingsContract = {
  get: operation({
    method: "GET",
    path: "/companies/:id/ai-settings",
    summary: "Whether the company's people's data may go to the AI endpoint",
    description: "Answers whether the company allows its people's data to be sent to the AI endpoint.",
    access: "signed-in",
    feature: "aiChat",
    params: companyAiParams,
    response: dataOf(aiSettingsJson),
    errors: [400, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/companies/:id/ai-settings",
    summary: "Switch the company's AI features on or off (company owner, franchise owner or super admin)",
    description:
      "Switches the company's AI features on or off; off, summaries and chat answers use the labeled default texts.",
    access: "users:manage",
    denied: "Only the company's owner can change its AI settings",
    feature: "aiChat",
    params: companyAiParams,
    body: aiSettingsInput,
    response: dataOf(aiSettingsJson),
    errors: [400, 403, 404],
  }),
};
