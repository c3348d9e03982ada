/** The take page's form intent that sets the comparison group (NormGroupStep). Safe for browser code. */
export const NORM_GROUP_INTENT = "norm-group";
