import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify } from './dev-mail-page';
import { renderEmail } from './render-email';

describe('renderEmail', () => {
  it('gives a text part with the full link and an HTML part with the escaped content and site name', () => {
    const { text, html } = renderEmail({
      siteName: 'ShareShed',
      lang: 'en',
      buttonFallback: 'If the button does not work, copy this link into your browser:',
      footer: '— ShareShed',
      heading: 'Reset <your> password',
      paragraphs: ['Tom & Jerry asked.'],
      action: { label: 'Choose a new password', url: 'https://x.example/r?a=1&b=2' },
      note: 'Expires in 1 hour.',
    });
    expect(text).toContain('Choose a new password: https://x.example/r?a=1&b=2');
    expect(text).toContain('— ShareShed');
    expect(html).toContain('Reset &lt;your&gt; password');
    expect(html).toContain('Tom &amp; Jerry asked.');
    expect(html).toContain('href="https://x.example/r?a=1&amp;b=2"');
    expect(html).toContain('>ShareShed<');
  });

  it('linkify keeps the text and links every URL, without letting markup through', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const html = linkify(value);
        expect(html.replace(/<a href="[^"]*">/g, '').replace(/<\/a>/g, '')).not.toMatch(/[<>]/);
      }),
    );
    expect(linkify('go to https://a.example/x and http://b.example')).toBe(
      'go to <a href="https://a.example/x">https://a.example/x</a> and <a href="http://b.example">http://b.example</a>',
    );
  });
});
