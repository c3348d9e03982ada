// Spec §2/§6: the academy exists only where the brand ships it AND the remote flag `academy` is on for the caller
// (ConfigCat, or its local overrides file without an SDK key: server/flags.ts, the same client the pages use).
// Mounted in front of every /academy path: with either off, every path answers 404 before anything else looks at
// it, as the pages and the sidebar link disappear.
import brand from "~brand";
import { evaluateFlagsWith, sharedFlagsClient } from "../../server/flags";
import type { Env } from "../../server/env";
import type { Logger } from "../../server/logger";
import { ApiError } from "../http/errors";
import { under, type Gate } from "../http/gate";

/** The path prefix of every academy operation. */
export const ACADEMY_PATH = "/academy";

/** The public operations under the prefix: evaluated anonymously, without asking who calls. */
const PUBLIC_PATHS = new Set(["/certificates/verify"]);

export function academyGate(env: Pick<Env, "CONFIGCAT_SDK_KEY" | "FLAGS_FILE">, logger: Logger): Gate {
  return async (path, caller) => {
    if (!under(path, ACADEMY_PATH)) return;
    if (!brand.features.academy) throw ApiError.notFound();
    // The flag is evaluated for the caller (it may target users, roles and companies); without a token, or on the
    // public verification, anonymously (a signed-in operation then answers 401 from its own chain).
    const auth = PUBLIC_PATHS.has(path.slice(ACADEMY_PATH.length)) ? null : await caller();
    const user = auth
      ? { id: auth.actor.id, email: auth.actor.email, auth_role: auth.actor.role, company_id: auth.actor.companyId }
      : null;
    const { academy } = await evaluateFlagsWith(sharedFlagsClient(env, logger), user);
    if (!academy) throw ApiError.notFound();
  };
}
