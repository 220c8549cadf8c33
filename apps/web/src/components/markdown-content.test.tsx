import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownExcerpt, renderMarkdown } from '../lib/markdown';
import { MarkdownContent } from './markdown-content';

describe('Markdown written by admin and hr', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown(
      '# Offsite\n\nWe meet **Friday**.\n\n- Bus at 9\n- [Agenda](https://example.com/a)',
    );
    expect(html).toContain('<h1>Offsite</h1>');
    expect(html).toContain('<strong>Friday</strong>');
    expect(html).toContain('<li>Bus at 9</li>');
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('never lets a script or a javascript: link reach the page', () => {
    const body = [
      'Hello <script>window.__pwned = true</script>',
      '[click me](javascript:alert(1))',
      '<a href="javascript:alert(2)">raw link</a>',
      '<img src="x" onerror="window.__pwned = true">',
      '<iframe src="https://evil.test"></iframe>',
      '<p style="position:fixed" onclick="alert(3)">styled</p>',
    ].join('\n\n');
    const { container } = render(<MarkdownContent markdown={body} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.innerHTML).not.toMatch(/onerror|onclick|style=/i);
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    }
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(container.textContent).toContain('click me');
    expect(container.textContent).toContain('styled');
  });

  it('makes a plain-text excerpt', () => {
    expect(markdownExcerpt('## Title\n\nSome *body* <script>x()</script> text', 100)).toBe(
      'Title Some body text',
    );
    expect(markdownExcerpt('a'.repeat(50), 10)).toBe('aaaaaaaaa…');
  });
});
