import type { Env } from "../../server/env";
import type { Logger } from "../../server/logger";
import type { Database } from "../../server/db/client";
import type { IdentityAdmin } from "../identity";

/** What every feature of the Main API is built with (server.ts and the tests create it; api/index.ts mounts with it). */
export interface ApiDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** The identity provider's account administration (null when none is reachable from here). */
  identity: IdentityAdmin | null;
}
