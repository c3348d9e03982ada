// The brand's words on the assessment's pages come from brands/<brand>/messages (in every language); in English they
// must say what the brand's configuration says, so the two cannot drift apart.
import { expect, test } from "vitest";
import { messagesOf } from "~/i18n/messages.server";
import coaching from "../../brands/coaching/index";
import hb from "../../brands/hb/index";

test.each([
  ["hb", hb],
  ["coaching", coaching],
] as const)("%s: the English survey wording is the brand's own", (name, brand) => {
  const english = messagesOf(name).en.survey;
  expect(english["brand.roleQuestion"]).toBe(brand.wording.roleQuestion);
  expect(english["brand.roleOfPerson"]).toBe(brand.wording.roleOfPerson);
  expect(english["brand.thankYou"]).toBe(brand.wording.thankYou);
  expect(english["brand.register.title"]).toBe(`Welcome to the ${brand.wording.assessment}`);
  expect(english["brand.consent"]).toBe(
    `I agree that {company} and {brand} may use my answers and the details above to ${brand.wording.consentPurpose}.`,
  );
  expect(english["brand.bookCode.consent"]).toContain(`the details above to ${brand.wording.consentPurpose}.`);
  expect(english["brand.bookCode.intro"]).toContain(`a code for the ${brand.wording.assessment}:`);
});
