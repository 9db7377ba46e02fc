import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ResultCount } from './result-count';

const NOTE =
  'So many items match that the newest are shown first. Add a word or a filter to see the best matches.';

// The page's texts load before it renders (its route waits for them); here, before the tests.
beforeAll(async () => {
  await i18n.loadNamespaces('search');
});

describe('ResultCount', () => {
  it('says when a broad search lists the newest first instead of the best matches', async () => {
    render(<ResultCount total={1000} capped pending={false} newestFirst />);
    expect(await screen.findByText('1,000+ items found')).toBeTruthy();
    expect(screen.getByText(NOTE)).toBeTruthy();
  });

  it('says nothing of the order when the results are ranked, or not known yet', async () => {
    const { rerender } = render(
      <ResultCount total={12} capped={false} pending={false} newestFirst={false} />,
    );
    expect(await screen.findByText('12 items found')).toBeTruthy();
    expect(screen.queryByText(NOTE)).toBeNull();
    rerender(<ResultCount total={null} capped={false} pending newestFirst />);
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
