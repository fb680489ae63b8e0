import { CHAT_LINK_PAGES } from "@shared/schema/chat";

export type Segment = { kind: "text" | "bold"; text: string } | { kind: "link"; text: string; href: string };

const MARKUP = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** key=value pairs of plain URL characters: "?type=lap&amount=5000000". */
const QUERY = /^(?:\?[\w.~-]+=[\w.~%-]*(?:&[\w.~-]+=[\w.~%-]*)*)?$/;

/** Only the app's own pages, each with an optional query, become links; anything else shows as its label. */
export function isSitePath(href: string): boolean {
  const at = href.indexOf("?");
  const path = at === -1 ? href : href.slice(0, at);
  return (CHAT_LINK_PAGES as readonly string[]).includes(path) && QUERY.test(href.slice(path.length));
}

/**
 * A bot message's text as segments: **bold** and [label](/path) links, the two marks the assistant
 * uses. Nothing is ever read as HTML.
 */
export function parseRichText(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKUP)) {
    if (m.index > last) out.push({ kind: "text", text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: "bold", text: m[1] });
    else if (isSitePath(m[3])) out.push({ kind: "link", text: m[2], href: m[3] });
    else out.push({ kind: "text", text: m[2] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}
