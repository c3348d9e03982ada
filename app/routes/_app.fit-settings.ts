import { changeFitSettings, loadFitSettings } from "~/companies/fit-settings.server";

// A company's fit settings (company drawer, User Management): read them; include or leave out the health-adjacent
// facets, with a reason.
export const loader = loadFitSettings;
export const action = changeFitSettings;
