// The teams the conflict tool offers as the second side (the teams contract; teams belong to comparison).
import brand from "~brand";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { teamsContract } from "../../api/teams/contract";

export interface TeamOption {
  id: number;
  name: string;
  company: string;
}

/** How many teams the picker offers (by name). */
const TEAM_LIMIT = 100;

/** The teams in the user's scope to choose from; null where the brand has no teams. */
export async function listTeams(api: ApiClient): Promise<TeamOption[] | null> {
  if (!brand.features.comparison) return null;
  try {
    const { data } = await api.call(teamsContract.list, { query: { limit: TEAM_LIMIT } });
    return data.map((t) => ({ id: t.id, name: t.name, company: t.company.name }));
  } catch (error) {
    // No teams to offer (not there, or not readable): the tool still works for two people.
    if (error instanceof ApiRequestError && [403, 404].includes(error.status)) return null;
    throw error;
  }
}
