import {
  changeSelfIdentificationSettings,
  loadSelfIdentificationSettings,
} from "~/self-identification/settings.server";

// Which optional self-identification questions the company asks (User Management page): read them, turn them on or off.
export const loader = loadSelfIdentificationSettings;
export const action = changeSelfIdentificationSettings;
