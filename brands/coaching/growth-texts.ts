// PLACEHOLDER: being written (issue 13). The growth report's own writing per scale × level.
import type { GrowthTexts } from "../../domain/coaching/growth-texts";

const texts = {} as GrowthTexts;

export default texts;
