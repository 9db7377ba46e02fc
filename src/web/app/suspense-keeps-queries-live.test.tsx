import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

/**
 * The rentals page's shape, cut to what the renderer has to get right (decision 035): a list
 * query, a card whose button runs a mutation that invalidates the list, a button in the card
 * whose texts load lazily (react-i18next suspends, as RentalMessageButton does for
 * 'messaging'), and a wrapper between them with state of its own (Radix's Tabs.Content sets
 * state in a layout effect when it mounts). Preact 11.2 lost the list's subscription here: the
 * page was parked while the texts loaded, the wrapper re-rendered meanwhile, and the list never
 * heard of the refetch, so the card kept its old text (decision 014's missed update).
 */

type Rental = { id: string; code: string | null };

/** What the server holds; the mutation changes it, the list query reads it. */
let server: Rental[] = [];

const listQuery = {
  queryKey: ['rentals', 'list', 'lending'],
  queryFn: async () => ({ rentals: server.map((rental) => ({ ...rental })) }),
  select: (data: { rentals: Rental[] }) => data.rentals,
  staleTime: 0,
};

/** A namespace of texts that suspends its readers until loaded, as useTranslation does. */
function lazyTexts() {
  let loaded = false;
  let load = () => {};
  const promise = new Promise<void>((resolve) => {
    load = () => {
      loaded = true;
      resolve();
    };
  });
  return {
    use() {
      if (!loaded) throw promise;
    },
    load: () => load(),
  };
}

let messagingTexts = lazyTexts();

function MessageButton() {
  messagingTexts.use();
  return <button type="button">Message renter</button>;
}

function Card({ rental }: { rental: Rental }) {
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: async () => {
      server = server.map((r) => (r.id === rental.id ? { ...r, code: '123456' } : r));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rentals'] }),
  });
  return (
    <article>
      {rental.code ? (
        <p>Code {rental.code}</p>
      ) : (
        <button type="button" onClick={() => record.mutate()}>
          Check In the Return
        </button>
      )}
      <MessageButton />
    </article>
  );
}

function RentalList() {
  const query = useQuery(listQuery);
  if (!query.data) return <p>Loading rentals</p>;
  return (
    <ul>
      {query.data.map((rental) => (
        <li key={rental.id}>
          <Card rental={rental} />
        </li>
      ))}
    </ul>
  );
}

function TabPanel({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return <div data-state={mounted ? 'active' : 'mounting'}>{children}</div>;
}

describe('a list query under a Suspense boundary', () => {
  it('shows the refetched data after a mutation, though the page suspended while it mounted', async () => {
    server = [{ id: 'r1', code: null }];
    messagingTexts = lazyTexts();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The route's loader has the list in the cache before the page renders.
    await client.prefetchQuery(listQuery);

    render(
      <QueryClientProvider client={client}>
        <main>
          <Suspense fallback={<p>Loading page</p>}>
            <TabPanel>
              <RentalList />
            </TabPanel>
          </Suspense>
        </main>
      </QueryClientProvider>,
    );
    await act(async () => {});
    expect(screen.getByText('Loading page')).toBeTruthy();
    await act(async () => messagingTexts.load());
    fireEvent.click(await screen.findByRole('button', { name: 'Check In the Return' }));

    expect(await screen.findByText('Code 123456', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check In the Return' })).toBeNull();
  });
});
