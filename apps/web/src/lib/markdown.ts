/**
 * Markdown written by admin and hr (announcements, job descriptions on the careers page) is
 * rendered to HTML and then sanitised, so no script, event handler, inline style, frame or
 * `javascript:` link ever reaches the page (the CSP forbids inline scripts too;
 * this keeps the markup itself clean).
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: true, async: false });

const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    // Links leaving the app open in a new tab, without handing it this window.
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('target');
    }
  }
});

const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'class', 'id'],
  ALLOW_DATA_ATTR: false,
};

/** Markdown → sanitised HTML, safe to set as innerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purifier.sanitize(html, SANITIZE_OPTIONS);
}

/** The text of a Markdown body, without its markup, cut to `max` characters. */
export function markdownExcerpt(markdown: string, max = 220): string {
  // An inert document: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(renderMarkdown(markdown), 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
