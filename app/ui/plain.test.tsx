import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Button,
  Group,
  Input,
  NavLink,
  Pagination,
  Paper,
  Progress,
  Stack,
  Table,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconArchive } from "@tabler/icons-react";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalMarkup as canonical, renderPage } from "../../tests/support/render-page";
import {
  buttonClasses,
  navLinkClasses,
  PlainButton,
  PlainButtonAnchor,
  PlainButtonLink,
  pageClasses,
  paginationClasses,
  progressClasses,
  shellClasses,
  tableClasses,
  textInputClasses,
} from "./plain";

// The class names plain.tsx writes out (to keep these components' modules off the page) are Mantine's own.
describe("written-out Mantine classes", () => {
  it("Table's", () => {
    const table = Table.classes as Record<string, string>;
    const scroll = Table.ScrollContainer.classes as Record<string, string>;
    for (const [part, className] of Object.entries(tableClasses)) {
      const expected = part.startsWith("scrollContainer")
        ? `${scroll[part]} mantine-TableScrollContainer-${part}`
        : `${table[part]} mantine-Table-${part}`;
      expect(className).toBe(expected);
    }
  });

  it("NavLink's", () => {
    const c = NavLink.classes;
    expect(navLinkClasses).toEqual({
      root: `mantine-focus-auto ${c.root} mantine-NavLink-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
      section: `${c.section} mantine-NavLink-section`,
      body: `${c.body} mantine-NavLink-body`,
      label: `${c.label} mantine-NavLink-label`,
      description: `${c.description} mantine-NavLink-description`,
    });
  });

  it("TextInput's", () => {
    expect(textInputClasses).toEqual({
      root: `${Input.Wrapper.classes.root} mantine-InputWrapper-root mantine-TextInput-root`,
      label: `${Input.Wrapper.classes.label} mantine-InputWrapper-label mantine-TextInput-label`,
      wrapper: `${Input.classes.wrapper} mantine-Input-wrapper mantine-TextInput-wrapper`,
      section: `${Input.classes.section} mantine-Input-section mantine-TextInput-section`,
      input: `${Input.classes.input} mantine-Input-input mantine-TextInput-input`,
    });
  });

  it("Progress's", () => {
    expect(progressClasses).toEqual({
      root: `${Progress.classes.root} mantine-Progress-root`,
      section: `${Progress.classes.section} mantine-Progress-section`,
    });
  });

  it("Pagination's", () => {
    const c = Pagination.classes;
    expect(paginationClasses).toEqual({
      root: `${c.root} mantine-Pagination-root`,
      control: `mantine-focus-auto ${c.control} mantine-Pagination-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
      dots: `${c.dots} mantine-Pagination-dots`,
    });
  });

  it("the shell's", () => {
    const button = `${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
    expect(shellClasses).toEqual({
      group: `${Group.classes.root} mantine-Group-root`,
      unstyledButton: `mantine-focus-auto ${button}`,
      avatar: `${Avatar.classes.root} mantine-Avatar-root`,
      avatarPlaceholder: `${Avatar.classes.placeholder} mantine-Avatar-placeholder`,
      actionIcon: `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${button}`,
      actionIconIcon: `${ActionIcon.classes.icon} mantine-ActionIcon-icon`,
      burger: `mantine-focus-auto ${Burger.classes.root} mantine-Burger-root ${button}`,
      burgerLines: `${Burger.classes.burger} mantine-Burger-burger`,
      appShellSection: `${AppShell.classes.section} mantine-AppShell-section`,
    });
  });

  it("a list page's frame", () => {
    expect(pageClasses).toEqual({
      stack: `${Stack.classes.root} mantine-Stack-root`,
      title: `${Title.classes.root} mantine-Title-root`,
      paper: `${Paper.classes.root} mantine-Paper-root`,
    });
  });

  it("Button's", () => {
    const c = Button.classes;
    expect(buttonClasses).toEqual({
      root: `${c.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
      inner: `${c.inner} mantine-Button-inner`,
      section: `${c.section} mantine-Button-section`,
      label: `${c.label} mantine-Button-label`,
    });
  });

  it("have their stylesheets in a tier (mantine-styles.test.ts sees imports, not this markup)", () => {
    const tiers = ["mantine-every-page.css", "mantine-signed-in.css"]
      .map((file) => fs.readFileSync(new URL(`../styles/${file}`, import.meta.url), "utf8"))
      .join("\n");
    for (const component of [
      "Table",
      "NavLink",
      "UnstyledButton",
      "Input",
      "Progress",
      "Pagination",
      "Group",
      "Avatar",
      "ActionIcon",
      "Burger",
      "AppShell",
      "Stack",
      "Title",
      "Paper",
    ]) {
      expect(tiers).toContain(`@import "@mantine/core/styles/${component}.layer.css";`);
    }
  });
});

describe("PlainButton", () => {
  const icon = <IconArchive size={16} aria-hidden />;
  const same = async (plain: React.ReactNode, mantine: React.ReactNode) =>
    expect(canonical(await renderPage(plain))).toBe(canonical(await renderPage(mantine)));

  it("is Button's markup: default and subtle, with and without an icon, disabled", async () => {
    await same(
      <PlainButton leftSection={icon} aria-expanded={false}>
        Filters
      </PlainButton>,
      <Button variant="default" leftSection={icon} aria-expanded={false}>
        Filters
      </Button>,
    );
    await same(
      <PlainButton variant="subtle" type="submit">
        Clear
      </PlainButton>,
      <Button variant="subtle" type="submit">
        Clear
      </Button>,
    );
    await same(
      <PlainButton disabled>Save</PlainButton>,
      <Button variant="default" disabled>
        Save
      </Button>,
    );
  });

  it("is Button's markup on a link and an anchor", async () => {
    await same(
      <PlainButtonLink to="/archived" leftSection={icon}>
        Archived
      </PlainButtonLink>,
      <Button component={Link} to="/archived" variant="default" leftSection={icon}>
        Archived
      </Button>,
    );
    await same(
      <PlainButtonAnchor href="/x.csv" download leftSection={icon}>
        Export CSV
      </PlainButtonAnchor>,
      <Button component="a" href="/x.csv" download variant="default" leftSection={icon}>
        Export CSV
      </Button>,
    );
  });

  it("is a disabled link when disabled: Button's disabled look, no href, role link and aria-disabled", async () => {
    await same(
      <PlainButtonAnchor href="/x.csv" download leftSection={icon} disabled>
        Export CSV
      </PlainButtonAnchor>,
      <Button component="a" role="link" aria-disabled variant="default" leftSection={icon} disabled>
        Export CSV
      </Button>,
    );
  });
});
