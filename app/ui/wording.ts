// The brand's words (brands/<brand>/index.ts `wording`) in the forms pages need them, so that no page spells a
// brand's term itself: the hiring brand speaks of candidates and its hiring pipeline, the coaching brand of people
// and their development. Safe for browser code.
import brand from "~brand";

const { pipeline } = brand.wording;

/** The pipeline board's name in running text ("hiring pipeline"). */
export const pipelineInText = pipeline.toLowerCase();

/** The pipeline board's name as a label or column title ("Hiring pipeline"). */
export const pipelineLabel = pipeline.charAt(0).toUpperCase() + pipelineInText.slice(1);

/** Said when a user without can_view_hiring_pipeline tries to use the board or move someone's stage. */
export const NO_PIPELINE_ACCESS = `You do not have access to the ${pipelineInText}.`;
