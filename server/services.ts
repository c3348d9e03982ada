import type { Database } from "../api/db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** What server.ts creates once and hands to the Remix app through getLoadContext. */
export interface ServerServices {
  env: Env;
  db: Database;
  logger: Logger;
}
