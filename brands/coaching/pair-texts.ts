// PLACEHOLDER: being written (issue 14). Comparison and conflict guidance per scale × level pair.
import type { PairTexts } from "../../domain/coaching/pair-texts";

const texts = { guidance: {}, conflict: {} } as PairTexts;

export default texts;
