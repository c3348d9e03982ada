// Which norms score every assessment, by name: stored with the scores and shown to staff. A module of its own so a
// page can name the norms without loading their table (norms.ts).

/**
 * The IPIP-NEO-120's published norms, by sex and age band (Johnson 2014). The scores name the norms only; which sex
 * and age band scored a person stays with their norm inputs, apart from what staff read
 * (docs/decisions/052-norm-inputs-apart.md).
 */
import { languageName, type Language } from "../languages";

export const NORMS = "johnson-2014";
export type NormsId = typeof NORMS;

/** What staff are told about the norms: which table scored the answers, never the person's own sex or age. */
export const NORMS_LABELS: Record<NormsId, string> = {
  "johnson-2014": "IPIP-NEO-120 norms, Johnson 2014, by sex and age band",
};

/** The norm group every report names: the instrument, the norms and their sample (Johnson 2014). */
export const NORM_GROUPS: Record<NormsId, string> = {
  "johnson-2014": "IPIP-NEO-120, Johnson 2014, English-language internet sample",
};

/**
 * What a staff report says of how the assessment was taken: its norm group and the language of administration,
 * "IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in German" (docs/languages.md).
 */
export function administrationLine(language: Language, norms: NormsId = NORMS): string {
  return `${NORM_GROUPS[norms]}; taken in ${languageName(language)}`;
}
