import { Anchor, Box, Container, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import brand from "~brand";
import { LanguageSwitcher } from "~/i18n/LanguageSwitcher";
import { useT } from "~/i18n/useT";
import { BrandLogo } from "~/ui/BrandLogo";
import classes from "./CareersFrame.module.css";

export { classes as careersClasses };

/**
 * The frame of the public job pages: the brand's logo and colours, the language menu (app/i18n), no navigation, a
 * column that suits a phone.
 */
export function CareersFrame({ children, companyName }: { children: ReactNode; companyName?: string }) {
  const t = useT();
  return (
    <Box className={classes.page}>
      <Container size={720} className={classes.column}>
        <Stack gap="md">
          {/* Landmarks: the brand on top, the page's cards in <main>, the support line at the foot. */}
          <Group justify="space-between" wrap="nowrap" px="xs" component="header">
            {/* The job board exists only in a brand with jobs; a campaign's page of another brand shows the logo alone. */}
            {brand.features.jobs ? (
              <Anchor component={Link} to="/careers" aria-label={t("careers.frame.home", { brand: brand.name })}>
                <BrandLogo height={32} />
              </Anchor>
            ) : (
              <BrandLogo height={32} />
            )}
            <Group gap="sm" wrap="nowrap" justify="flex-end">
              {companyName ? (
                <Text size="sm" c="dimmed" ta="end" lineClamp={2}>
                  {companyName}
                </Text>
              ) : null}
              <LanguageSwitcher />
            </Group>
          </Group>
          <Stack gap="md" component="main">
            {children}
          </Stack>
          <Text size="xs" c="dimmed" ta="center" component="footer">
            {t("common.footer.support", { brand: brand.name, support: brand.wording.supportContact })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** One white card of a public job page. */
export function CareersCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" radius="md" className={classes.card}>
      {children}
    </Paper>
  );
}
