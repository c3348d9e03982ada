// The optional "Voluntary self-identification" section of the registration and the job application. Plain radios
// (no script needed), each question with its own "I decline to self-identify"; veteran and disability status only
// where the company asks them.
import { Radio, Stack, Text, Title } from "@mantine/core";
import {
  askedQuestions,
  SELF_IDENTIFICATION_OPTIONS,
  type SelfIdentificationQuestion,
} from "../../domain/self-identification";
import { fieldOf } from "./form";

const QUESTION_LABELS: Record<SelfIdentificationQuestion, string> = {
  sex: "Sex, for the fairness check",
  race_ethnicity: "Race/ethnicity",
  veteran: "Protected veteran status",
  disability: "Disability status",
};

export interface SelfIdentificationFieldsProps {
  /** Whether the company asks veteran and disability status. */
  asked: { ask_veteran: boolean; ask_disability: boolean };
  companyName: string;
  values?: Record<string, unknown>;
  errors: Record<string, string | undefined>;
}

export function SelfIdentificationFields({ asked, companyName, values, errors }: SelfIdentificationFieldsProps) {
  const questions = askedQuestions({ veteran: asked.ask_veteran, disability: asked.ask_disability });
  return (
    <Stack gap="sm" component="section" aria-labelledby="self-identification-title" data-self-identification>
      <Title order={2} size="h4" id="self-identification-title">
        Voluntary self-identification (optional)
      </Title>
      <Text size="sm">
        {companyName} asks these questions to check that its hiring is fair to every group. Answering is voluntary: you
        can skip them or choose &ldquo;I decline to self-identify&rdquo;, and nothing changes for you. Your answers are
        stored apart from your application. The people deciding on your application never see them, and they are never
        used to decide, score or rank anyone, nor by any AI.
      </Text>
      {questions.map((question) => (
        <Radio.Group
          key={question}
          name={fieldOf(question)}
          label={`${QUESTION_LABELS[question]} (optional)`}
          defaultValue={String(values?.[fieldOf(question)] ?? "") || undefined}
          error={errors[fieldOf(question)]}
        >
          <Stack gap="xs" mt="xs">
            {Object.entries(SELF_IDENTIFICATION_OPTIONS[question]).map(([code, label]) => (
              <Radio key={code} value={code} label={label} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
    </Stack>
  );
}
