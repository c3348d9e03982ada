// Each brand's starter message templates (brands/<brand>/message-templates.ts), by brand: the demo seed stores
// each brand's under its own key, so a database serves each brand its own words.
import { messageTemplates as coaching } from "./coaching/message-templates";
import { messageTemplates as hb } from "./hb/message-templates";
import type { BrandKey } from "./types";

export interface StarterMessageTemplate {
  name: string;
  channel: "email" | "sms";
  /** E-mail only. */
  subject?: string;
  body: string;
}

export const STARTER_MESSAGE_TEMPLATES: Record<BrandKey, readonly StarterMessageTemplate[]> = { hb, coaching };
