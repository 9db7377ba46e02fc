import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { CheckInView, RentalView } from './api';
import { addDays, localToday } from './calendar';
import { CheckInPanel } from './check-in-panel';

afterEach(cleanup);

const none: CheckInView = {
  recorded: null,
  code: null,
  codeExpiresAt: null,
  canRecord: false,
  canConfirm: false,
};
const recordedByOwner = {
  by: 'owner' as const,
  recordedAt: '2026-11-24T10:00:00.000Z',
  notes: '',
  photos: [{ id: 'p1', url: '/p1.webp', fullUrl: '/p1-full.webp' }],
  confirmedAt: null,
};

/** A rental as the server describes it, with only what the panel reads filled in. */
function rentalWith(viewerRole: 'owner' | 'renter', checkIns: RentalView['checkIns'], endDate: string) {
  return {
    id: 'r1',
    itemTitle: 'Hedge trimmer',
    viewerRole,
    owner: { id: 'o', name: 'Olive Owner' },
    renter: { id: 'r', name: 'Rita Renter' },
    endDate,
    handedOverAt: null,
    checkIns,
  } as unknown as RentalView;
}

function show(rental: RentalView) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <CheckInPanel rental={rental} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('the check-in panel', () => {
  it('shows the code on the recorder phone only; the other side gets the field to type it', async () => {
    const later = addDays(localToday(), 3);
    show(
      rentalWith(
        'owner',
        {
          pickup: { ...none, recorded: recordedByOwner, code: '123456', canRecord: true },
          return: { ...none, canRecord: true },
        },
        later,
      ),
    );
    expect(await screen.findByText('123 456', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Waiting for Rita Renter to confirm with the code.')).toBeTruthy();
    // The pick-up is waiting for its code, the last day is days away: no return yet.
    expect(screen.queryByRole('button', { name: 'Check In the Return' })).toBeNull();
    cleanup();

    show(
      rentalWith(
        'renter',
        { pickup: { ...none, recorded: recordedByOwner, canConfirm: true }, return: none },
        later,
      ),
    );
    expect(await screen.findByLabelText('Code from the other phone', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('123 456')).toBeNull();
  });

  it('offers the return from the last day on, even if the pick-up was never confirmed', async () => {
    show(
      rentalWith(
        'owner',
        {
          pickup: { ...none, recorded: recordedByOwner, code: null, canRecord: true },
          return: { ...none, canRecord: true },
        },
        addDays(localToday(), 1),
      ),
    );
    expect(
      await screen.findByRole('button', { name: 'Check In the Return' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('The code has expired or was typed wrong too often.')).toBeTruthy();
  });
});
