import { Box, Container, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import brand from "~brand";
import { LanguageSwitcher } from "~/i18n/LanguageSwitcher";
import { BrandLogo } from "~/ui/BrandLogo";
import classes from "./SurveyFrame.module.css";

/**
 * The frame of the public survey pages: no navigation, the brand's logo, the language menu (app/i18n), a narrow
 * column that suits a phone.
 */
export function SurveyFrame({ children, companyName }: { children: ReactNode; companyName?: string }) {
  return (
    <Box className={classes.page}>
      <Container size={640} className={classes.column}>
        <Stack gap="md">
          {/* Landmarks: the brand on top, the page itself in <main>, the support line at the foot. */}
          <Group justify="space-between" wrap="nowrap" px="xs" component="header">
            <BrandLogo height={32} />
            <Group gap="sm" wrap="nowrap" justify="flex-end">
              {companyName && (
                <Text size="sm" c="dimmed" ta="end" lineClamp={2}>
                  {companyName}
                </Text>
              )}
              <LanguageSwitcher />
            </Group>
          </Group>
          <Paper withBorder shadow="xs" radius="md" className={classes.card} component="main">
            {children}
          </Paper>
          <Text size="xs" c="dimmed" ta="center" component="footer">
            {brand.name} · {brand.wording.supportContact}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** The page for a link that does not work: what happened and what to do, nothing else. */
export function SurveyProblem({ title, message }: { title: string; message: string }) {
  return (
    <SurveyFrame>
      <Stack gap="sm" role="alert">
        <Text component="h1" fw={700} fz="h3">
          {title}
        </Text>
        <Text>{message}</Text>
      </Stack>
    </SurveyFrame>
  );
}
