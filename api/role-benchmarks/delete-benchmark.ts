import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { roleBenchmarks } from "../../server/db/schema/index";
import { getBenchmark } from "./get-benchmark";

/** DELETE /role-benchmarks/{id}: the benchmark and its fit scores. */
export async function deleteBenchmark(db: Database, actor: Actor, id: number) {
  await getBenchmark(db, actor, id);
  await db.delete(roleBenchmarks).where(eq(roleBenchmarks.id, id));
}
