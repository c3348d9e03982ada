// What the report-mapping operations share: the row as JSON, finding a set, the built-in texts a set starts from
// and is compared with, and checking a set's text blocks against its report kind.
import { and, desc, eq } from "drizzle-orm";
import brand from "~brand";
import { levelFor, type Level } from "../../domain/assessment/bands";
import {
  DOMAIN_NAMES,
  facetName,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "../../domain/assessment/traits";
import {
  availableReportKinds,
  rangeProblems,
  type MappingRange,
  type ReportKind,
  type TextBlock,
} from "../../domain/report-mappings";
import type { Database } from "../../server/db/client";
import { reportMappings, users } from "../../server/db/schema/index";
import { ApiError, fieldErrors } from "../http/errors";
import type { Executor } from "../survey-results/model";
import { BLOCK_SCHEMAS, type MappingDetailJson, type MappingJson } from "./contract";

export type MappingRow = typeof reportMappings.$inferSelect;

export const scaleName = (scale: ScaleCode) =>
  scale.length === 1 ? DOMAIN_NAMES[scale as DomainCode] : facetName(scale as FacetCode);

export const mappingColumns = {
  mapping: reportMappings,
  creator: { id: users.id, first: users.first, last: users.last },
};

type Creator = { id: number; first: string; last: string } | null;

export function toMappingJson(row: { mapping: MappingRow; creator: Creator }): MappingJson {
  const m = row.mapping;
  return {
    id: m.id,
    uuid: m.uuid,
    scale: m.scale,
    scale_name: scaleName(m.scale),
    report_kind: m.reportKind,
    version: m.version,
    name: m.name,
    status: m.status,
    is_test: m.isTest,
    ranges: m.ranges as unknown as MappingJson["ranges"],
    previous_id: m.previousId,
    created_by: row.creator?.id ? row.creator : null,
    activated_at: m.activatedAt?.toISOString() ?? null,
    archived_at: m.archivedAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

/** A mapping set by id (404 when there is none). Sets are product-wide: no tenant scope applies. */
export async function findMapping(db: Executor, id: number) {
  const [row] = await db
    .select(mappingColumns)
    .from(reportMappings)
    .leftJoin(users, eq(users.id, reportMappings.createdByUserId))
    .where(eq(reportMappings.id, id));
  if (!row) throw ApiError.notFound("Mapping not found");
  return row;
}

/** The active set of a scale and kind, if any. */
export async function findActive(db: Executor, scale: ScaleCode, kind: ReportKind) {
  const [row] = await db
    .select(mappingColumns)
    .from(reportMappings)
    .leftJoin(users, eq(users.id, reportMappings.createdByUserId))
    .where(
      and(eq(reportMappings.scale, scale), eq(reportMappings.reportKind, kind), eq(reportMappings.status, "active")),
    )
    .orderBy(desc(reportMappings.id));
  return row ?? null;
}

/** A kind this brand has no built-in texts for (the hiring report in the coaching brand) cannot be mapped. */
export function requireKindShipped(kind: ReportKind, path = "report_kind") {
  if (!availableReportKinds(brand).includes(kind)) {
    throw ApiError.badRequest([{ path, message: `${kind}: this product has no such report` }]);
  }
}

/** The percentiles each level covers: how built-in texts (chosen by level) read as ranges. */
const LEVEL_RANGES: { level: Level; min: number; max: number }[] = [
  { level: "low", min: 1, max: 34 },
  { level: "neutral", min: 35, max: 65 },
  { level: "high", min: 66, max: 99 },
];

/**
 * The brand's built-in texts of a scale and kind as ranges: one range per level (the comparison's by the lower
 * person's level: against someone higher), and one range for the conflict guide, which has no levels.
 */
export async function builtInRanges(kind: ReportKind, scale: ScaleCode): Promise<MappingRange[]> {
  requireKindShipped(kind);
  if (kind === "growth") {
    const texts = await brand.loadGrowthTexts!();
    return LEVEL_RANGES.map(({ level, min, max }) => ({ min, max, text: copy(texts[scale][level]) }));
  }
  if (kind === "hiring") {
    const texts = await brand.loadReportTexts!();
    return LEVEL_RANGES.map(({ level, min, max }) => ({ min, max, text: copy(texts.levels[scale][level]) }));
  }
  const texts = await brand.loadPairTexts!();
  if (kind === "conflict") return [{ min: 1, max: 99, text: copy(texts.conflict[scale]) }];
  const pairOf = { low: "low-high", neutral: "neutral-high", high: "neutral-high" } as const;
  return LEVEL_RANGES.map(({ level, min, max }) => ({ min, max, text: copy(texts.guidance[scale][pairOf[level]]) }));
}

/** The built-in text a person at this percentile reads today, as a range of its own. */
export async function builtInAt(kind: ReportKind, scale: ScaleCode, percentile: number): Promise<MappingRange> {
  const ranges = await builtInRanges(kind, scale);
  const level = levelFor(percentile);
  return kind === "conflict" ? ranges[0] : ranges[LEVEL_RANGES.findIndex((r) => r.level === level)];
}

// A deep, plain copy: the brand's tables are frozen module data and must never be handed out to be changed.
const copy = <T>(block: T): TextBlock => JSON.parse(JSON.stringify(block)) as TextBlock;

/** Checks each range's text against the kind's block (400 naming `ranges.N.text.field`), answering typed ranges. */
export function rangesOf(kind: ReportKind, ranges: { min: number; max: number; text: unknown }[]): MappingRange[] {
  const schema = BLOCK_SCHEMAS[kind];
  const problems = ranges.flatMap((range, i) => {
    const parsed = schema.safeParse(range.text);
    return parsed.success
      ? []
      : fieldErrors(parsed.error).map((e) => ({
          path: `ranges.${i}.text.${e.path}`.replace(/\.\(body\)$/, ""),
          message: e.message,
        }));
  });
  if (problems.length) throw ApiError.badRequest(problems.slice(0, 50));
  return [...ranges]
    .map((range) => ({ min: range.min, max: range.max, text: schema.parse(range.text) as unknown as TextBlock }))
    .sort((a, b) => a.min - b.min || a.max - b.max);
}

/** A set with what it would replace (the active version, else the built-in texts) and its range problems. */
export async function toDetailJson(
  db: Executor,
  row: { mapping: MappingRow; creator: Creator },
): Promise<MappingDetailJson> {
  const { scale, reportKind } = row.mapping;
  const active = await findActive(db, scale, reportKind);
  const baseline =
    active && active.mapping.id !== row.mapping.id
      ? {
          source: "active" as const,
          id: active.mapping.id,
          version: active.mapping.version,
          ranges: active.mapping.ranges,
        }
      : active
        ? // The active set itself is compared with what a rollback would bring back.
          await previousBaseline(db, row.mapping)
        : { source: "built-in" as const, id: null, version: null, ranges: await builtInRanges(reportKind, scale) };
  return {
    ...toMappingJson(row),
    baseline: { ...baseline, ranges: baseline.ranges as unknown as MappingJson["ranges"] },
    problems: rangeProblems(row.mapping.ranges),
  };
}

async function previousBaseline(db: Executor, mapping: MappingRow) {
  if (mapping.previousId !== null) {
    const previous = await findMapping(db, mapping.previousId).catch(() => null);
    if (previous) {
      return {
        source: "previous" as const,
        id: previous.mapping.id,
        version: previous.mapping.version,
        ranges: previous.mapping.ranges,
      };
    }
  }
  return {
    source: "built-in" as const,
    id: null,
    version: null,
    ranges: await builtInRanges(mapping.reportKind, mapping.scale),
  };
}

/** A draft only: the other states are history and never change. */
export function requireDraft(mapping: MappingRow) {
  if (mapping.status !== "draft") {
    throw ApiError.conflict(`Version ${mapping.version} is ${mapping.status}: only a draft can be changed`);
  }
}

export type { Database };
