// Browsers ask for /favicon.ico on their own; answer with the brand's SVG icon rather than a 404.
export { loader } from "./favicon[.]svg";
