import "@mantine/core/styles/Table.layer.css";
import "@mantine/core/styles/Image.layer.css";
import { Anchor, Badge, Group, Image, Paper, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import brand from "~brand";
import { SortHeader, type ListSort } from "~/ui/list";
import { activityText, groupByFranchise, logoUrl, type CompanySummary } from "./model";

/**
 * The overview's companies: one table per franchise (companies of no franchise last), as the API orders them, with
 * their people, users, latest activity and plan (brands with a product type). The headers sort within each group.
 */
export function CompanyGroups({
  companies,
  selectedId,
  companyHref,
  sort,
}: {
  companies: CompanySummary[];
  /** The company open in the drawer, highlighted. */
  selectedId: number | null;
  companyHref(company: CompanySummary): string;
  sort: ListSort;
}) {
  const plan = brand.features.companyProductType;
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
        <Table.ScrollContainer minWidth={340}>
          <Table highlightOnHover verticalSpacing="sm" aria-labelledby={`group-${group.key}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <SortHeader column="name" sort={sort}>
                    Company
                  </SortHeader>
                </Table.Th>
                <Table.Th visibleFrom="md">Industry</Table.Th>
                <Table.Th ta="right">
                  <SortHeader column="people" sort={sort} align="right">
                    {brand.wording.candidates}
                  </SortHeader>
                </Table.Th>
                <Table.Th ta="right">
                  <SortHeader column="users" sort={sort} align="right">
                    Users
                  </SortHeader>
                </Table.Th>
                <Table.Th visibleFrom="sm">
                  <SortHeader column="last_activity" sort={sort}>
                    Last activity
                  </SortHeader>
                </Table.Th>
                {plan ? (
                  <Table.Th visibleFrom="sm">
                    <SortHeader column="plan" sort={sort}>
                      Plan
                    </SortHeader>
                  </Table.Th>
                ) : null}
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
                  <Table.Td visibleFrom="md">{company.industry ?? "—"}</Table.Td>
                  <Table.Td ta="right">{company.people_count}</Table.Td>
                  <Table.Td ta="right">
                    {company.active_user_count}
                    {company.user_count !== company.active_user_count ? (
                      <Text span c="dimmed" size="sm">
                        {" "}
                        (+{company.user_count - company.active_user_count} inactive)
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {company.last_activity_at ? (
                      <time dateTime={company.last_activity_at} title={company.last_activity_at}>
                        {activityText(company.last_activity_at)}
                      </time>
                    ) : (
                      <Text span c="dimmed" size="sm">
                        None yet
                      </Text>
                    )}
                  </Table.Td>
                  {plan ? <Table.Td visibleFrom="sm">{company.product_type ?? "—"}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </section>
  ));
}
