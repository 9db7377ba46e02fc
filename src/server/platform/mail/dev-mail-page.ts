import { escapeHtml } from '../../../shared/escape-html';
import type { OutboxEntry } from './outbox-mailer';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes text and turns every URL in it into a link. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The development outbox as an accessible, server-rendered page: newest first. */
export function renderDevMailPage(entries: OutboxEntry[], siteName: string): string {
  const items = entries
    .map(
      (entry) => `<li><article aria-labelledby="mail-${entry.id}">
<h2 id="mail-${entry.id}">${escapeHtml(entry.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(entry.to)}</dd>
<dt>From</dt><dd>${escapeHtml(entry.from)}</dd>
<dt>Sent</dt><dd><time datetime="${entry.createdAt.toISOString()}">${escapeHtml(entry.createdAt.toUTCString())}</time></dd>
</dl>
<pre>${linkify(entry.text)}</pre>
</article></li>`,
    )
    .join('\n');
  const body = entries.length
    ? `<p>${entries.length} email${entries.length === 1 ? '' : 's'}, newest first.</p><ol reversed>${items}</ol>`
    : '<p>No emails yet. Emails the app sends appear here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox | ${escapeHtml(siteName)}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;padding:16px;background:#f9fafb;color:#111827}
main{max-width:860px;margin:0 auto}
ol{list-style:none;padding:0}
article{background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:16px;margin:0 0 16px}
h2{font-size:1.125rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 12px;font-size:.875rem}
dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;background:#f3f4f6;padding:12px;border-radius:6px;margin:0}
a{color:#14532d}
</style></head>
<body><main>
<h1>Development outbox</h1>
<p>Emails are kept here because no SMTP server is configured (SMTP_URL). This page does not exist in production.</p>
${body}
</main></body></html>`;
}
