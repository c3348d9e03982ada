// The model of how the 30 facets vary together in the norm population: the covariance behind the Mahalanobis
// distance of a profile (./validity.ts) and the latent model of the protocol generator (./simulate.ts), so the
// generator calibrates the check with the same assumptions the check makes (docs/assessment/response-validity.md).
//
// - Scale: facet z scores, z = (raw − mean)/sd = (T − 50)/10, against the pooled norms (both sexes averaged, ages
//   21–40, as scoring.ts does for "prefer not to say"). Response validity never depends on a person's sex or age.
// - Within a domain every pair of facets correlates ρ_d, the average correlation the norms themselves imply: a
//   domain's raw score is the sum of its six facets, so Var(D) = Σσᵢ² + ρ·Σ_{i≠j}σᵢσⱼ, i.e.
//   ρ_d = (σ_D² − Σσᵢ²) / ((Σσᵢ)² − Σσᵢ²). With Johnson's norms: N .41, E .38, O .26, A .27, C .39.
//   (api/db/demo-answers.ts draws demo people with the same share.)
// - Across domains facets are taken as uncorrelated. The norms carry no cross-domain information, and no
//   IPIP-NEO-120 facet correlation table is at hand; observed Big Five domain correlations are small but not zero,
//   so real attentive profiles spread a little wider than this model's χ²(30). The distance therefore only ever
//   raises a Review, never Unreliable on its own.
import { normFor } from "./scoring";
import { DOMAINS, FACETS, type DomainCode, type FacetCode, type ScaleCode } from "./traits";
import type { Norm } from "./norms";

/** The norms the model (and the validity check) standardises against: pooled sexes, ages 21–40. */
export const MODEL_NORM_GROUP = { sex: "unspecified", age_band: "21-40" } as const;

const MODEL_NORMS = new Map<ScaleCode, Norm>(
  [...DOMAINS, ...FACETS].map((scale) => [scale, normFor(MODEL_NORM_GROUP.sex, MODEL_NORM_GROUP.age_band, scale)]),
);

/** A scale's mean and SD in the model's norm group (looked up once: the generator asks for them per item). */
export function modelNorm(scale: ScaleCode): Norm {
  return MODEL_NORMS.get(scale)!;
}

/** The facets of a domain, in the inventory's order. */
export function domainFacets(domain: DomainCode): FacetCode[] {
  return FACETS.filter((f) => f.startsWith(domain));
}

function impliedCorrelation(domain: DomainCode): number {
  const sds = domainFacets(domain).map((f) => modelNorm(f).sd);
  const sum = sds.reduce((a, b) => a + b, 0);
  const squares = sds.reduce((a, b) => a + b * b, 0);
  return (modelNorm(domain).sd ** 2 - squares) / (sum ** 2 - squares);
}

/** ρ_d: the correlation of any two facets of domain d (observed facet scores, not latent traits). */
export const WITHIN_DOMAIN_CORRELATION: Readonly<Record<DomainCode, number>> = Object.freeze(
  Object.fromEntries(DOMAINS.map((d) => [d, impliedCorrelation(d)])) as Record<DomainCode, number>,
);

/** The correlation of two facets in the model (1 on the diagonal, ρ_d within a domain, 0 across domains). */
export function facetCorrelation(a: FacetCode, b: FacetCode): number {
  if (a === b) return 1;
  return a[0] === b[0] ? WITHIN_DOMAIN_CORRELATION[a[0] as DomainCode] : 0;
}

/**
 * The squared Mahalanobis distance zᵀR⁻¹z of 30 facet z scores from the norm means under the model. R is block
 * diagonal with one equicorrelated 6 × 6 block per domain, whose inverse is known in closed form:
 * (1/(1−ρ))·(I − ρ/(1+5ρ)·J), so zᵀR⁻¹z = Σ_d (Σz² − ρ/(1+5ρ)·(Σz)²)/(1−ρ). Expected value 30 for a profile drawn
 * from the model (χ² with 30 degrees of freedom for normal scores).
 */
export function mahalanobisSquared(z: Readonly<Record<FacetCode, number>>): number {
  let total = 0;
  for (const domain of DOMAINS) {
    const rho = WITHIN_DOMAIN_CORRELATION[domain];
    const values = domainFacets(domain).map((f) => z[f]);
    const sum = values.reduce((a, b) => a + b, 0);
    const squares = values.reduce((a, b) => a + b * b, 0);
    total += (squares - (rho / (1 + (values.length - 1) * rho)) * sum ** 2) / (1 - rho);
  }
  return total;
}
