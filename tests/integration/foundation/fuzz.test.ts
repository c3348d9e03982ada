// The hiring brand's API under fuzzed requests (./api-fuzz.ts).
import { fuzzTheApi } from "./api-fuzz";

fuzzTheApi("hb");
