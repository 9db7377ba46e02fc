import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import type { CheckInView, RentalView } from './api';
import { ProcessReturnDialog } from './process-return-dialog';
import { RentalCard } from './rental-card';
import { useOutcomeText } from './use-outcome-text';

/**
 * What both sides see of a late return (decision 030). The browser tests cannot move the e2e
 * server's clock or a rental's dates (no test clock or back-dating endpoint exists, and its
 * embedded database belongs to another process), so the rental card and the return dialog are
 * covered here with the view the server sends; the server's side is in late-fees.int.test.ts.
 */
afterEach(cleanup);

beforeAll(() => {
  // Radix measures the radio buttons; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const none: CheckInView = {
  recorded: null,
  code: null,
  codeExpiresAt: null,
  canRecord: false,
  canConfirm: false,
};

function overdueRental(overrides: Partial<RentalView> = {}): RentalView {
  return {
    id: 'r1',
    itemId: 'i1',
    itemTitle: 'Leaf blower',
    itemImage: null,
    renter: { id: 'r', name: 'Rita Renter' },
    owner: { id: 'o', name: 'Olive Owner' },
    viewerRole: 'renter',
    status: 'overdue',
    startDate: '2026-11-18',
    endDate: '2026-11-20',
    rentalDays: 2,
    dailyRate: 4000,
    subtotal: 8000,
    platformFee: 240,
    ownerAmount: 7760,
    securityDeposit: 10_000,
    totalAmount: 18_000,
    depositStatus: 'held',
    depositReason: null,
    returnCondition: null,
    actualReturnDate: null,
    cancelReason: null,
    holdExpiresAt: '2026-11-17T10:15:00.000Z',
    paidAt: '2026-11-17T10:01:00.000Z',
    createdAt: '2026-11-17T10:00:00.000Z',
    checkoutUrl: null,
    canCancel: false,
    canProcessReturn: false,
    claim: null,
    canAnswerClaim: false,
    handedOverAt: null,
    checkIns: { pickup: none, return: none },
    late: { days: 2, feeCents: 8000, settled: false },
    ...overrides,
  };
}

function show(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>{node}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a late rental on the rental card', () => {
  it('tells the renter and the owner how late it is and the fee so far', async () => {
    show(<RentalCard rental={overdueRental()} side="renting" />);
    expect(
      await screen.findByText('Late by 2 days – late fee $80.00 so far', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    cleanup();

    show(
      <RentalCard
        rental={overdueRental({ viewerRole: 'owner', late: { days: 1, feeCents: 4000, settled: false } })}
        side="lending"
      />,
    );
    expect(
      await screen.findByText('Late by 1 day – late fee $40.00 so far', {}, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('once returned, shows the fee that was kept from the deposit', async () => {
    show(
      <RentalCard
        rental={overdueRental({
          status: 'returned',
          depositStatus: 'refunded',
          returnCondition: 'good',
          actualReturnDate: '2026-11-21T15:00:00.000Z',
          late: { days: 2, feeCents: 8000, settled: true },
        })}
        side="renting"
      />,
    );
    expect(
      await screen.findByText(
        'Returned 2 days late – late fee $80.00, kept from the deposit',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });

  it('says nothing of late fees for a rental on time', async () => {
    show(<RentalCard rental={overdueRental({ status: 'active', late: null })} side="renting" />);
    expect(await screen.findByText('Leaf blower', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('late-fee')).toBeNull();
  });
});

describe('the return dialog of a late rental', () => {
  it('shows the fee kept from the deposit first, and what is left to refund or claim', async () => {
    show(
      <ProcessReturnDialog
        rental={overdueRental({ viewerRole: 'owner', canProcessReturn: true })}
        open
        onOpenChange={() => undefined}
      />,
    );
    expect(
      await screen.findByText(
        'Returned 2 days late: a late fee of $80.00 is kept from the $100.00 security deposit for you first.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('The renter gets the rest of the security deposit back: $20.00.')).toBeTruthy();
    expect(
      screen.getByText(
        'You claim up to what is left of the security deposit, $20.00; the renter may accept or dispute it within 72 hours.',
      ),
    ).toBeTruthy();
  });
});

describe('the return toast of a late rental', () => {
  it('names the late fee kept from the deposit before what happened to the rest', () => {
    const { result } = renderHook(() => useOutcomeText());
    expect(result.current({ outcome: 'deposit_refunded', amountCents: 2000, lateFeeCents: 8000 })).toBe(
      'Return processed. The security deposit of $20.00 has been refunded to the renter. A late fee of $80.00 was kept from the deposit first.',
    );
    expect(result.current({ outcome: 'deposit_kept_as_late_fee', lateFeeCents: 10_000 })).toBe(
      'Return processed. The whole security deposit, $100.00, was kept as the late fee.',
    );
  });
});
