import { sql } from "drizzle-orm";
import { check, integer, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../../domain/languages";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** One of the product's languages (domain/languages.ts), English unless said: `name` is the column's name. */
export const language = (name: string) => text(name).notNull().default("en");
export const languageValid = (constraint: string, column: AnyPgColumn) =>
  check(constraint, sql`${column} in (${sql.raw(LANGUAGES.map((code) => `'${code}'`).join(", "))})`);
