// The contract-generated inputs (contract-inputs.ts) against the hiring brand's API.
import { testContractInputs } from "./contract-inputs";

testContractInputs();
