import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownBlocks, SafeMarkdown } from './safe-markdown.tsx';

describe('markdownBlocks', () => {
  it('splits paragraphs by blank lines and groups list lines', () => {
    expect(markdownBlocks('One\nline\n\n- a\n- b\n1. x\n2) y\n\nEnd')).toEqual([
      { kind: 'p', text: 'One line' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'ol', items: ['x', 'y'] },
      { kind: 'p', text: 'End' },
    ]);
  });

  it('makes headings of "# " and "## " lines, and text of "#" without a space', () => {
    expect(markdownBlocks('# How to answer\nRead it.\n## If unsure\n#hashtag')).toEqual([
      { kind: 'head', text: 'How to answer' },
      { kind: 'p', text: 'Read it.' },
      { kind: 'subhead', text: 'If unsure' },
      { kind: 'p', text: '#hashtag' },
    ]);
  });
});

describe('SafeMarkdown', () => {
  it('draws bold, italic, lists and links', () => {
    const { container } = render(
      <SafeMarkdown
        source={'Read **the English** and *the Kiswahili*.\n\n- one _two_\n\nSee [the guide](https://example.org/g).'}
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('the English');
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['the Kiswahili', 'two']);
    expect(container.querySelector('ul li')).toHaveTextContent('one two');
    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('href', 'https://example.org/g');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows HTML as text and makes no link of javascript: or data:', () => {
    const { container } = render(
      <SafeMarkdown
        source={'<img src=x onerror=alert(1)> <script>x</script>\n\n[click](javascript:alert(1)) [d](data:text/html,x)'}
      />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)> <script>x</script>');
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('[click](javascript:alert(1))');
  });
});
