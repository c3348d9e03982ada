// The prompts of every AI task, kept as files (api/ai/prompts/<name>.md) so they are read and reviewed as text, not
// code. They are read once, when the API starts; the production build copies the folder next to server.mjs
// (scripts/build.mjs), where `new URL("./prompts/", import.meta.url)` finds it, as it finds the migrations.
//
// A prompt file is the system message, a line holding only `---`, then the user message. `{{name}}` is replaced by
// the variable `name`; a missing variable is a programming error and throws.
import crypto from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { ChatMessage } from "./chat-completions";

export const promptsFolder = fileURLToPath(new URL("./prompts/", import.meta.url));

export interface Prompt {
  system: string;
  user: string;
  /** The SHA-256 (hex) of the file's text: which version of the template a recorded AI call used. */
  sha256: string;
}

let loaded: Map<string, Prompt> | null = null;

/** Every prompt file, read once (at the API's start). */
export function loadPrompts(folder = promptsFolder): Map<string, Prompt> {
  if (loaded && folder === promptsFolder) return loaded;
  const prompts = new Map<string, Prompt>();
  for (const file of fs.readdirSync(folder)) {
    if (!file.endsWith(".md")) continue;
    const text = fs.readFileSync(`${folder}/${file}`, "utf8");
    const [system, ...rest] = text.split(/^---$/m);
    if (rest.length === 0) throw new Error(`prompt ${file} has no "---" line between its system and user message`);
    prompts.set(file.slice(0, -3), {
      system: system.trim(),
      user: rest.join("---").trim(),
      sha256: crypto.createHash("sha256").update(text).digest("hex"),
    });
  }
  if (folder === promptsFolder) loaded = prompts;
  return prompts;
}

/** The prompt file's SHA-256 (hex). */
export function promptSha256(name: string): string {
  const prompt = loadPrompts().get(name);
  if (!prompt) throw new Error(`no prompt file api/ai/prompts/${name}.md`);
  return prompt.sha256;
}

/** The prompt's messages with its variables filled in. */
export function renderPrompt(name: string, variables: Record<string, string>): ChatMessage[] {
  const prompt = loadPrompts().get(name);
  if (!prompt) throw new Error(`no prompt file api/ai/prompts/${name}.md`);
  const fill = (template: string) =>
    template.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (_, key: string) => {
      const value = variables[key];
      if (value === undefined) throw new Error(`prompt ${name} needs the variable ${key}`);
      return value;
    });
  return [
    { role: "system", content: fill(prompt.system) },
    { role: "user", content: fill(prompt.user) },
  ];
}
