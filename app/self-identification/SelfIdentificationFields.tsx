// The optional "Voluntary self-identification" section of the registration and the job application. Plain radios
// (no script needed), each question with its own "I decline to self-identify"; veteran and disability status only
// where the company asks them. Words in the page's language (namespace `self-identification`: a page that shows the
// section loads it); the answers' EEO-1 and CC-305 labels stay in their unedited US English, followed by the
// translation in parentheses.
import { Radio, Stack, Text, Title } from "@mantine/core";
import englishMessages from "~/i18n/messages/en/self-identification.json";
import { usePageI18n } from "~/i18n/page-i18n";
import { translator, useT, type Translate } from "~/i18n/useT";
import {
  askedQuestions,
  DECLINED,
  SELF_IDENTIFICATION_OPTIONS,
  type SelfIdentificationQuestion,
} from "../../domain/self-identification";
import { fieldOf } from "./form";

export interface SelfIdentificationFieldsProps {
  /** Whether the company asks veteran and disability status. */
  asked: { ask_veteran: boolean; ask_disability: boolean };
  companyName: string;
  values?: Record<string, unknown>;
  errors: Record<string, string | undefined>;
}

/** US English, for a page whose loader did not load the namespace. */
const english = translator({
  language: "en",
  dir: "ltr",
  languages: ["en"],
  messages: Object.fromEntries(
    Object.entries(englishMessages).map(([key, text]) => [`self-identification.${key}`, text]),
  ),
});

/** An answer's label: the legal English wording, and in another language its translation after it. */
function optionLabel(t: Translate, question: SelfIdentificationQuestion, code: string, english: string): string {
  if (t.language === "en") return english;
  const translation = t(
    code === DECLINED ? "self-identification.option.declined" : `self-identification.option.${question}.${code}`,
  );
  return `${english} (${translation})`;
}

export function SelfIdentificationFields({ asked, companyName, values, errors }: SelfIdentificationFieldsProps) {
  const pageT = useT();
  const t = usePageI18n()?.messages["self-identification.title"] ? pageT : english;
  const questions = askedQuestions({ veteran: asked.ask_veteran, disability: asked.ask_disability });
  return (
    <Stack gap="sm" component="section" aria-labelledby="self-identification-title" data-self-identification>
      <Title order={2} size="h4" id="self-identification-title">
        {t("self-identification.title")}
      </Title>
      <Text size="sm">{t("self-identification.intro", { company: companyName })}</Text>
      {questions.map((question) => (
        <Radio.Group
          key={question}
          name={fieldOf(question)}
          label={t("self-identification.optional", { question: t(`self-identification.question.${question}`) })}
          defaultValue={String(values?.[fieldOf(question)] ?? "") || undefined}
          error={errors[fieldOf(question)]}
        >
          <Stack gap="xs" mt="xs">
            {Object.entries(SELF_IDENTIFICATION_OPTIONS[question]).map(([code, label]) => (
              <Radio key={code} value={code} label={optionLabel(t, question, code, label)} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
    </Stack>
  );
}
