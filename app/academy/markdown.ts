// The lessons' text format: a safe subset of Markdown, parsed into plain data that the page renders as React
// elements (never as HTML), so whatever an author writes — including `<script>` — shows as text. Supported:
// "## " and "### " headings, paragraphs, "- " and "1. " lists, "> " quotes, **bold**, *italics*, [links](https://…)
// and images on a line of their own, ![alt](https://…). Links and images only with http(s) addresses (links also
// mailto: and paths of this site); anything else stays text.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "quote"; children: Inline[] }
  | { kind: "image"; src: string; alt: string };

const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;
const SAFE_IMAGE = /^https?:\/\/[^\s]+$/i;

export const safeHref = (href: string): string | null => (SAFE_LINK.test(href.trim()) ? href.trim() : null);

/** Inline formatting of one block's text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push({ kind: "text", text: plain });
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const strong = /^\*\*(.+?)\*\*/.exec(rest);
    if (strong) {
      flush();
      out.push({ kind: "strong", children: parseInline(strong[1]) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*(?!\s)(.+?)\*/.exec(rest) ?? /^_(?!\s)(.+?)_(?![A-Za-z0-9])/.exec(rest);
    if (em) {
      flush();
      out.push({ kind: "em", children: parseInline(em[1]) });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      const href = safeHref(link[2]);
      flush();
      out.push(href ? { kind: "link", href, children: parseInline(link[1]) } : { kind: "text", text: link[1] });
      i += link[0].length;
      continue;
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return out;
}

/** A lesson's text as blocks. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    if (quote.length) blocks.push({ kind: "quote", children: parseInline(quote.join(" ")) });
    paragraph = [];
    list = null;
    quote = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1].length === 3 ? 3 : 2, children: parseInline(heading[2]) });
      continue;
    }
    const image = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(line);
    if (image) {
      flush();
      if (SAFE_IMAGE.test(image[2])) blocks.push({ kind: "image", src: image[2], alt: image[1] });
      else blocks.push({ kind: "paragraph", children: [{ kind: "text", text: image[1] }] });
      continue;
    }
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !bullet;
      if (paragraph.length || quote.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]);
      continue;
    }
    const quoted = /^>\s?(.*)$/.exec(line);
    if (quoted) {
      if (paragraph.length || list) flush();
      quote.push(quoted[1]);
      continue;
    }
    // A line after a list item continues that item; otherwise it joins the paragraph.
    if (list) list.items[list.items.length - 1] += ` ${line}`;
    else {
      if (quote.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * A video link as an embed: only YouTube and Vimeo (privacy-enhanced player addresses built from the video's id, so
 * nothing from the link but the id reaches the page). Any other link: null, shown as a plain link.
 */
export function videoEmbed(url: string | null): { provider: "YouTube" | "Vimeo"; src: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.replace(/^www\./, "").replace(/^m\./, "");
  let id: string | null = null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id =
      parsed.pathname === "/watch"
        ? parsed.searchParams.get("v")
        : (/^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null);
  } else if (host === "youtu.be") id = parsed.pathname.slice(1).split("/")[0] || null;
  if (id)
    return /^[A-Za-z0-9_-]{6,20}$/.test(id)
      ? { provider: "YouTube", src: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeo = /^\/(?:video\/)?(\d{3,12})(?:\/|$)/.exec(parsed.pathname)?.[1];
    return vimeo ? { provider: "Vimeo", src: `https://player.vimeo.com/video/${vimeo}` } : null;
  }
  return null;
}
