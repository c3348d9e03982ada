// The hiring brand's starter message templates, seeded for each demo company (api/messaging/demo-seed.ts). Written
// to applicants; an SMS leaves out the opt-out line, which every SMS gets when it is sent (domain/sms-text.ts).
import type { StarterMessageTemplate } from "../message-templates";

export const messageTemplates: readonly StarterMessageTemplate[] = [
  {
    name: "Invitation to the assessment",
    channel: "email",
    subject: "{{ company }}: the next step for the {{ job }} role",
    body: "Hello {{ name }},\n\nThank you for your interest in the {{ job }} role at {{ company }}. The next step is a short work-style assessment; it takes about 15 minutes and there are no right or wrong answers:\n\n{{ link }}\n\nKind regards,\n{{ company }}",
  },
  {
    name: "Reminder: the assessment is waiting",
    channel: "email",
    subject: "A reminder from {{ company }}",
    body: "Hello {{ name }},\n\nA quick reminder: your assessment for the {{ job }} role is still waiting for you. It takes about 15 minutes:\n\n{{ link }}\n\nIf you are no longer interested, you can simply ignore this message.\n\nKind regards,\n{{ company }}",
  },
  {
    name: "Thank you for applying",
    channel: "email",
    subject: "Thank you for applying to {{ company }}",
    body: "Hello {{ name }},\n\nThank you for applying for the {{ job }} role. We have received everything we need and will be in touch about the next steps soon.\n\nKind regards,\n{{ company }}",
  },
  {
    name: "Assessment reminder (SMS)",
    channel: "sms",
    body: "Hi {{ name }}, this is {{ company }}. Your assessment for the {{ job }} role takes about 15 minutes: {{ link }}",
  },
];
