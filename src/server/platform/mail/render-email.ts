import { escapeHtml } from '../../../shared/escape-html';

/**
 * One layout for every email: a heading, paragraphs, an optional button, and the site name, as
 * both HTML and plain text (so a text-only client still gets the full link). Every word comes in
 * already translated (emails/render.ts); this only lays it out.
 */
export interface EmailContent {
  siteName: string;
  /** The language the email is written in (`<html lang>`). */
  lang: string;
  /** The sentence above the button's link for clients that do not show the button. */
  buttonFallback: string;
  /** The plain-text signature line, e.g. '— ShareShed'. */
  footer: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. "This link expires in 1 hour." */
  note?: string;
}

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const { siteName, lang, buttonFallback, footer, heading, paragraphs, action, note } = content;
  const textParts = [heading, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action) textParts.push(`${action.label}: ${action.url}`, '');
  if (note) textParts.push(note, '');
  textParts.push(footer);

  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(buttonFallback)}<br><a href="${escapeHtml(action.url)}" style="color:#15803d;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#166534">${escapeHtml(siteName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
${note ? `<p style="font-size:13px;color:#4b5563">${escapeHtml(note)}</p>` : ''}
</div>
<p style="text-align:center;font-size:12px;color:#6b7280">${escapeHtml(siteName)}</p>
</body></html>`;
  return { text: textParts.join('\n'), html };
}
