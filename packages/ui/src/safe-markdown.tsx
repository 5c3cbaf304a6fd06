// SafeMarkdown: a project's instructions (ADR 055: "a small safe subset of Markdown") drawn as
// React elements, never as HTML. Only paragraphs, "# " and "## " headings, **bold**, *italic* (or
// _italic_), "- " and "1. " lists and [links](https://…) become elements; everything else, tags
// included, is text.
// A link goes only to http, https or mailto, opens apart from the app and passes no referrer.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './lib/cn.ts';

/** 'head' is a "# " line, 'subhead' a "## " or "### " one */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'head'; text: string }
  | { kind: 'subhead'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
/** "# " is the instructions' own top heading (its level given by the page), "## " and "### " one below it. */
const HEADING = /^\s*(#{1,3})\s+(.+)$/;

/** The blocks of `source`: paragraphs split by blank lines, runs of list lines as one list. */
export function markdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      blocks.push({ kind: heading[1] === '#' ? 'head' : 'subhead', text: heading[2]! });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      const kind = bullet ? 'ul' : 'ol';
      const last = blocks.at(-1);
      const text = (bullet ?? numbered)![1]!;
      if (last && last.kind === kind) last.items.push(text);
      else blocks.push({ kind, items: [text] });
    } else if (line.trim() === '') {
      endParagraph();
    } else {
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** Bold, italic and links within one block, the rest as text. */
export function inlineMarkdown(text: string, key = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, italic, underscored, label, href] = match;
    if (match.index > at) out.push(text.slice(at, match.index));
    const k = `${key}.${match.index}`;
    if (bold !== undefined) out.push(<strong key={k}>{inlineMarkdown(bold, k)}</strong>);
    else if (italic !== undefined || underscored !== undefined)
      out.push(<em key={k}>{inlineMarkdown((italic ?? underscored)!, k)}</em>);
    else if (SAFE_HREF.test(href!))
      out.push(
        <a key={k} href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline">
          {inlineMarkdown(label!, k)}
        </a>,
      );
    else out.push(whole);
    at = match.index + whole.length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export interface SafeMarkdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  source: string;
  /** the level of a "# " heading, one below the heading the instructions sit under (3 in a card) */
  headingLevel?: 2 | 3 | 4;
}

export function SafeMarkdown({ source, headingLevel = 3, className, ...props }: SafeMarkdownProps) {
  const Head = `h${headingLevel}` as const;
  const Subhead = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  return (
    <div data-slot="safe-markdown" className={cn('flex flex-col gap-2 text-sm break-words', className)} {...props}>
      {markdownBlocks(source).map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>{inlineMarkdown(block.text, `${i}`)}</p>
        ) : block.kind === 'head' ? (
          <Head key={i} className="text-base font-semibold">
            {inlineMarkdown(block.text, `${i}`)}
          </Head>
        ) : block.kind === 'subhead' ? (
          <Subhead key={i} className="font-semibold">
            {inlineMarkdown(block.text, `${i}`)}
          </Subhead>
        ) : (
          <block.kind key={i} className={cn('ps-5', block.kind === 'ul' ? 'list-disc' : 'list-decimal')}>
            {block.items.map((item, j) => (
              <li key={j}>{inlineMarkdown(item, `${i}.${j}`)}</li>
            ))}
          </block.kind>
        ),
      )}
    </div>
  );
}
