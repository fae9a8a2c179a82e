import type { ReactNode } from 'react';
import { withoutHtmlTags } from './withoutHtmlTags';

/*
 * A small markdown renderer for the phone (ADR 24): react-markdown and its parser weigh more
 * than the phone's whole budget allows. It covers what content slides use (paragraphs,
 * headings, lists, quotes, bold, italic, code, links) and is safe by construction: it builds
 * elements, never HTML; tags are removed first, as on the big screen (withoutHtmlTags.ts), and
 * links keep only http(s) and mailto URLs.
 */

const SAFE_URL = /^(https?:|mailto:)/i;

/** A link's target if it is safe to follow, else null (javascript:, data:, relative…). */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

// One inline token: code, bold, italic, or a link. Earlier alternatives win at a position.
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inline(source: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of source.matchAll(INLINE)) {
    const at = m.index;
    if (at > last) out.push(source.slice(last, at));
    const k = `${key}.${n++}`;
    const [, code, bold1, bold2, em1, em2, label, url] = m;
    if (code !== undefined) out.push(<code key={k}>{code}</code>);
    else if (bold1 !== undefined || bold2 !== undefined) out.push(<strong key={k}>{inline(bold1 ?? bold2 ?? '', k)}</strong>);
    else if (em1 !== undefined || em2 !== undefined) out.push(<em key={k}>{inline(em1 ?? em2 ?? '', k)}</em>);
    else if (label !== undefined) {
      const href = safeHref(url ?? '');
      // Links leave the slide in a new tab: following one must not end a running event's page.
      out.push(
        href ? (
          <a key={k} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(label, k)}
          </a>
        ) : (
          <span key={k}>{inline(label, k)}</span>
        ),
      );
    }
    last = at + m[0].length;
  }
  if (last < source.length) out.push(source.slice(last));
  return out;
}

type Block = { kind: 'p' | 'quote'; lines: string[] } | { kind: 'h'; level: number; text: string } | { kind: 'ul' | 'ol'; items: string[] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

export function blocks(source: string): Block[] {
  const out: Block[] = [];
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const prev = out.at(-1);
    if (!line.trim()) {
      out.push({ kind: 'p', lines: [] });
      continue;
    }
    const h = HEADING.exec(line);
    const li = BULLET.exec(line);
    const ol = NUMBERED.exec(line);
    const q = QUOTE.exec(line);
    if (h) out.push({ kind: 'h', level: h[1]!.length, text: h[2]! });
    else if (li && prev?.kind === 'ul') prev.items.push(li[1]!);
    else if (li) out.push({ kind: 'ul', items: [li[1]!] });
    else if (ol && prev?.kind === 'ol') prev.items.push(ol[1]!);
    else if (ol) out.push({ kind: 'ol', items: [ol[1]!] });
    else if (q && prev?.kind === 'quote') prev.lines.push(q[1]!);
    else if (q) out.push({ kind: 'quote', lines: [q[1]!] });
    else if (prev?.kind === 'p') prev.lines.push(line);
    else out.push({ kind: 'p', lines: [line] });
  }
  return out.filter((b) => !(b.kind === 'p' && b.lines.length === 0));
}

/** A content slide's body on a phone. Headings start at h3: the phone's question is the h2. */
export function LightMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      {blocks(withoutHtmlTags(children)).map((b, i) => {
        const k = String(i);
        switch (b.kind) {
          case 'h': {
            const Tag = (['h3', 'h4', 'h5', 'h6', 'h6', 'h6'] as const)[b.level - 1]!;
            return <Tag key={k}>{inline(b.text, k)}</Tag>;
          }
          case 'ul':
          case 'ol': {
            const List = b.kind;
            return (
              <List key={k}>
                {b.items.map((item, j) => (
                  <li key={j}>{inline(item, `${k}.${j}`)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return <blockquote key={k}>{inline(b.lines.join('\n'), k)}</blockquote>;
          default:
            return <p key={k}>{inline(b.lines.join('\n'), k)}</p>;
        }
      })}
    </div>
  );
}
