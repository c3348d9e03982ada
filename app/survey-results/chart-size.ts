// The profile charts' heights, shared by the charts and the space that holds their place while their code loads.
const LABEL = 24; // a chart's title line ("Domains", "Facets") with its margins
const GAP = 16; // the space above the facets' title

export const CHART_HEIGHTS = {
  domains: 5 * 34 + 40,
  facets: 30 * 22 + 40,
  total: LABEL + (5 * 34 + 40) + GAP + LABEL + (30 * 22 + 40),
} as const;
