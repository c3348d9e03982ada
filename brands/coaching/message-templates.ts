// The coaching brand's starter message templates, seeded for each demo company (api/messaging/demo-seed.ts).
// Written to employees being coached; an SMS leaves out the opt-out line, which every SMS gets when it is sent
// (domain/sms-text.ts).
import type { StarterMessageTemplate } from "../message-templates";

export const messageTemplates: readonly StarterMessageTemplate[] = [
  {
    name: "Invitation to your behavioral profile",
    channel: "email",
    subject: "{{ company }}: your behavioral profile",
    body: "Hello {{ name }},\n\nAs part of our development work at {{ company }}, we invite you to complete your behavioral profile. It takes about 15 minutes, there are no right or wrong answers, and you and your coach will talk it through together:\n\n{{ link }}\n\nThank you,\n{{ company }}",
  },
  {
    name: "Reminder: your profile is waiting",
    channel: "email",
    subject: "A reminder about your behavioral profile",
    body: "Hello {{ name }},\n\nA quick reminder: your behavioral profile is still waiting for you. It takes about 15 minutes, and your coach will go through it with you:\n\n{{ link }}\n\nThank you,\n{{ company }}",
  },
  {
    name: "Before your coaching session",
    channel: "email",
    subject: "Before your next coaching session",
    body: "Hello {{ name }},\n\nYour profile is ready for your next coaching session. Before we meet, think of one situation at work you would like to handle differently; we will start from there.\n\nSee you soon,\n{{ company }}",
  },
  {
    name: "Profile reminder (SMS)",
    channel: "sms",
    body: "Hi {{ name }}, {{ company }} here. Your behavioral profile takes about 15 minutes: {{ link }}",
  },
];
