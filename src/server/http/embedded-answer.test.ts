import { describe, expect, it } from 'vitest';
import { withEmbeddedAnswer } from './web-app';

describe('an API answer embedded in a page', () => {
  it('goes at the end of the head, and no text in it can end its script element', () => {
    const json = JSON.stringify({ item: { title: '</script><script>alert(1)</script>', note: "$& $` $'" } });
    const page = withEmbeddedAnswer(
      '<html><head><title>t</title></head><body></body></html>',
      '/api/items/1',
      json,
    );
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const [, api, text] =
      /<script type="application\/json" data-api="([^"]*)">(.*)<\/script><\/head>/.exec(page) ?? [];
    expect(api).toBe('/api/items/1');
    expect(JSON.parse(text!)).toEqual(JSON.parse(json));
  });
});
