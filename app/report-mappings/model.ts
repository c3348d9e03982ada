// What the Report Configurator's pages share (browser-safe): the answers' types, status colours, scale options.
import { DOMAIN_NAMES, DOMAINS, FACETS, facetName, type DomainCode } from "~domain/assessment/traits";
import type { MappingDetailJson, MappingJson, PreviewJson } from "../../api/report-mappings/contract";

export type { MappingDetailJson, MappingJson, PreviewJson };

export const STATUS_COLORS: Record<MappingJson["status"], string> = {
  draft: "gray",
  active: "green",
  archived: "dark",
};

/** Every trait scale as a select option, grouped by domain (the domain first, then its six facets). */
export const SCALE_OPTIONS = DOMAINS.map((d: DomainCode) => ({
  group: DOMAIN_NAMES[d],
  items: [
    { value: d, label: `${d} · ${DOMAIN_NAMES[d]} (domain)` },
    ...FACETS.filter((f) => f.startsWith(d)).map((f) => ({ value: f, label: `${f} · ${facetName(f)}` })),
  ],
}));
