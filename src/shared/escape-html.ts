/**
 * Text for HTML content or a quoted attribute (pages the server renders, emails, the development
 * outbox): each markup character as its entity.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
