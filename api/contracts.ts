// Every contract of the Main API, by feature. The OpenAPI document is generated from this list, the capability
// test reads it, and api/index.ts mounts one feature per entry (a test checks that the two agree).
import type { Contract } from "./http/contract";
import { metaContract } from "./meta/contract";
import { roleBenchmarksContract } from "./role-benchmarks/contract";

export const contracts = {
  meta: metaContract,
  roleBenchmarks: roleBenchmarksContract,
} satisfies Record<string, Contract>;
