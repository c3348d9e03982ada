import { changeAiSettings, loadAiSettings } from "~/chat/ai-settings.server";

// The company's AI switch (User Management page): read it, turn it on or off. Hiring brand only.
export const loader = loadAiSettings;
export const action = changeAiSettings;
