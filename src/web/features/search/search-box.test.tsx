import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { SearchBox } from './search-box';

/** The box with a query client; the suggestions API answers as for a new visitor far from anything. */
function render(ui: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ popular: [], recent: null })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPlain(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function setup() {
  const onSearch = vi.fn();
  render(<SearchBox landmarkLabel="Site search" onSearch={onSearch} />);
  const box = screen.getByRole('combobox', { name: 'Search' });
  return { box, onSearch };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchBox suggestions', () => {
  beforeAll(async () => {
    // The dropdown's code loads on first use; load it once so the timed tests below see it at once.
    render(<SearchBox landmarkLabel="Warm-up" onSearch={() => {}} />);
    act(() => screen.getByRole('combobox').focus());
    await screen.findByRole('listbox');
    cleanup();
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is closed until focused, then lists the four recent searches', () => {
    const { box } = setup();
    expect(box.getAttribute('placeholder')).toBe('Search tools, generators, equipment...');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    act(() => box.focus());
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Recent searches' })).toBeTruthy();
    expect(optionNames()).toEqual([
      'Power tools',
      'Generators near me',
      'Photography equipment',
      'Party supplies',
    ]);
    // No popular items exist yet, so their heading is left out.
    expect(screen.queryByText('Popular items near you')).toBeNull();
  });

  it('hides 200 ms after blur, not before', () => {
    const { box } = setup();
    act(() => box.focus());
    act(() => box.blur());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('stays open when focus comes back within the delay', () => {
    const { box } = setup();
    act(() => box.focus());
    act(() => box.blur());
    act(() => vi.advanceTimersByTime(150));
    act(() => box.focus());
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('listbox')).not.toBeNull();
  });

  it('fills the box with a chosen recent search', () => {
    const { box, onSearch } = setup();
    act(() => box.focus());
    fireEvent.click(screen.getByRole('option', { name: 'Photography equipment' }));
    expect((box as HTMLInputElement).value).toBe('Photography equipment');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers "Search for" the typed text instead of recent searches', () => {
    const { box } = setup();
    act(() => box.focus());
    fireEvent.input(box, { target: { value: 'pressure washer' } });
    expect(optionNames()).toEqual(['Search for "pressure washer"']);
    expect(screen.queryByText('Recent searches')).toBeNull();
  });

  it('searches when "Search for" is chosen, and with the Search button', () => {
    const { box, onSearch } = setup();
    act(() => box.focus());
    fireEvent.input(box, { target: { value: ' drill ' } });
    fireEvent.click(screen.getByRole('option', { name: 'Search for "drill"' }));
    expect(onSearch).toHaveBeenLastCalledWith('drill');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.input(box, { target: { value: 'ladder' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('ladder');
  });

  it('moves through options with the arrow keys and chooses with Enter', () => {
    const { box } = setup();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = screen.getByRole('option', { name: 'Power tools' });
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const last = screen.getByRole('option', { name: 'Party supplies' });
    expect(box.getAttribute('aria-activedescendant')).toBe(last.id);

    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Party supplies');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes on Escape and reopens with ArrowDown', () => {
    const { box } = setup();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).not.toBeNull();
  });

  it('submits the typed text with Enter when no option is active', () => {
    const { box, onSearch } = setup();
    act(() => box.focus());
    fireEvent.input(box, { target: { value: 'tent' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenCalledWith('tent');
  });
});

describe('SearchBox suggestions from the server', () => {
  afterEach(() => cleanup());

  it("asks once typing pauses, then lists popular items near the visitor and the user's own searches", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const q = url.searchParams.get('q') ?? '';
      return Response.json({
        popular: q
          ? [
              {
                id: 'i1',
                name: 'Honda EU2200i',
                category: 'generators',
                distanceMiles: 1.2,
                pricePerDayCents: 4500,
                image: null,
              },
            ]
          : [],
        recent: ['tile saw', 'ladder'],
      });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderPlain(
      <QueryClientProvider client={client}>
        <SearchBox landmarkLabel="Site search" onSearch={() => {}} />
      </QueryClientProvider>,
    );
    vi.stubGlobal('fetch', fetchMock);
    const box = screen.getByRole('combobox', { name: 'Search' });
    act(() => box.focus());
    expect(await screen.findByRole('option', { name: 'tile saw' })).toBeTruthy();
    expect(optionNames()).toEqual(['tile saw', 'ladder']);

    for (const value of ['h', 'ho', 'hon', 'hond']) fireEvent.input(box, { target: { value } });
    const item = await screen.findByRole('option', { name: /Honda EU2200i/ });
    expect(item.textContent).toContain('Generators');
    expect(item.textContent).toContain('1.2 mi');
    expect(item.textContent).toContain('$45.00/day');
    // The keystrokes in between were never sent: one request for the empty box, one for 'hond'.
    const asked = fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('q'),
    );
    expect(asked).toEqual([null, 'hond']);

    fireEvent.click(item);
    expect((box as HTMLInputElement).value).toBe('Honda EU2200i');
  });
});
