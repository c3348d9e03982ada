import { Anchor, Badge, Group, Image, Paper, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { groupByFranchise, logoUrl, type CompanySummary } from "./model";

/** The overview's companies: one table per franchise (companies of no franchise last), as the API orders them. */
export function CompanyGroups({
  companies,
  selectedId,
  companyHref,
}: {
  companies: CompanySummary[];
  /** The company open in the drawer, highlighted. */
  selectedId: number | null;
  companyHref(company: CompanySummary): string;
}) {
  return groupByFranchise(companies).map((group) => (
    <section key={group.key} aria-labelledby={`group-${group.key}`}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id={`group-${group.key}`}>
          {group.title}
        </Title>
        <Badge variant="light" color="gray">
          {group.companies.length}
        </Badge>
      </Group>
      <Paper withBorder radius="sm">
        <Table.ScrollContainer minWidth={420}>
          <Table highlightOnHover verticalSpacing="sm" layout="fixed" aria-labelledby={`group-${group.key}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th visibleFrom="sm" w="30%">
                  Industry
                </Table.Th>
                <Table.Th w="25%">Users</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.companies.map((company) => (
                <Table.Tr
                  key={company.id}
                  bg={selectedId === company.id ? "var(--mantine-primary-color-light)" : undefined}
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {company.has_logo ? <Image src={logoUrl(company)} alt="" h={28} w={28} fit="contain" /> : null}
                      <Anchor component={Link} to={companyHref(company)} preventScrollReset fw={500}>
                        {company.name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{company.industry ?? "—"}</Table.Td>
                  <Table.Td>
                    {company.active_user_count}
                    {company.user_count !== company.active_user_count ? (
                      <Text span c="dimmed" size="sm">
                        {" "}
                        (+{company.user_count - company.active_user_count} inactive)
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </section>
  ));
}
