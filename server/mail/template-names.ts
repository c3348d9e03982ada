// The product's e-mail templates by name: a plain list, so that contracts (and through them the app) can name them
// without importing the templates' code.
export const EMAIL_TEMPLATE_NAMES = [
  "setup",
  "reset",
  "invitation",
  "account-exists",
  "continue-assessment",
  "reassessment-invitation",
  "message",
  "participant-report",
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];
