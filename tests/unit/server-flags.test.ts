// Every server process runs with the same heap cap and allocator settings (ADRs 045 and 063): the scripts that start
// one, and the image, which says them in its own words.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  HEAP_CAP_FLAG,
  MALLOC_TUNABLES,
  serverAllocatorEnv,
  serverNodeFlags,
} from "../../scripts/lib/server-flags.mjs";

describe("server process settings", () => {
  it("caps the heap and fixes malloc's thresholds unless the operator chose otherwise", () => {
    expect(serverNodeFlags({})).toEqual([HEAP_CAP_FLAG]);
    expect(serverNodeFlags({ NODE_OPTIONS: "--max-old-space-size=1024" })).toEqual([]);
    expect(serverAllocatorEnv({})).toEqual({ GLIBC_TUNABLES: MALLOC_TUNABLES });
    expect(serverAllocatorEnv({ GLIBC_TUNABLES: "glibc.malloc.arena_max=2" })).toEqual({});
  });

  it("are the image's too", () => {
    const dockerfile = fs.readFileSync(new URL("../../Dockerfile", import.meta.url), "utf8");
    expect(dockerfile).toContain(`NODE_OPTIONS=${HEAP_CAP_FLAG} `);
    expect(dockerfile).toContain(`GLIBC_TUNABLES=${MALLOC_TUNABLES} `);
  });
});
