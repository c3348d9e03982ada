import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { roleBenchmarks } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { BenchmarkJson } from "./contract";
import { benchmarkQuery, benchmarksVisibleTo, toBenchmarkJson } from "./model";

/** A benchmark the actor may read (404 otherwise). */
export async function getBenchmark(db: Database, actor: Actor, id: number): Promise<BenchmarkJson> {
  const [row] = await benchmarkQuery(db).where(and(eq(roleBenchmarks.id, id), benchmarksVisibleTo(actor)));
  if (!row) throw ApiError.notFound("Role benchmark not found");
  return toBenchmarkJson(row);
}
