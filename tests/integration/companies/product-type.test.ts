// The hiring brand's API answers and takes a company's product type (product-type.ts).
import { testProductType } from "./product-type";

testProductType();
