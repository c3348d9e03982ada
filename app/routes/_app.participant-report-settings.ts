import { changeParticipantReportSettings, loadParticipantReportSettings } from "~/participant-reports/settings.server";

// The company's switch for the people's own reports (User Management page): read it, turn it on or off.
export const loader = loadParticipantReportSettings;
export const action = changeParticipantReportSettings;
