import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import type { PaymentSummary } from '../features/rentals/api';
import { PaymentDetails, PaymentSessionGate, refundWords } from '../features/rentals/payment-session';
import { SignInRequired } from '../features/rentals/sign-in-required';
import { trackEvent } from '../lib/analytics';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

/**
 * A session that is not (or no longer) money paid: still processing, ended unpaid, or refunded.
 * No figure here reads as paid: only a refund names its amount, as refunded.
 */
function UnpaidSummary({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation('payments');
  const processing = payment.paymentStatus === 'open' || payment.paymentStatus === 'creating';
  const [title, text] = payment.refunded
    ? refundWords(payment, t)
    : processing
      ? [t('rentalSuccess.pendingTitle'), t('rentalSuccess.pendingText')]
      : [t('rentalSuccess.expiredTitle'), t('rentalSuccess.expiredText')];
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h1 className="text-3xl font-bold text-fg">{title}</h1>
      <p className="text-muted">{text}</p>
      <Link
        to={processing ? `/rental-success?session_id=${encodeURIComponent(payment.sessionId)}` : '/rentals'}
        className={buttonClasses()}
      >
        {t('rentalSuccess.myRentals')}
      </Link>
    </div>
  );
}

function PaidSummary({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation('payments');
  const tracked = useRef<string | null>(null);
  const paid = payment.paymentStatus === 'paid' && !payment.refunded;

  useEffect(() => {
    // Spec section 7: the page fires payment_success, once per session.
    if (!paid || tracked.current === payment.sessionId) return;
    tracked.current = payment.sessionId;
    trackEvent('payment_success', {
      sessionId: payment.sessionId,
      rentalId: payment.rentalId,
      amount: payment.amount,
      commission: payment.commission,
      ownerAmount: payment.ownerAmount,
      rentalDays: payment.rentalDays,
      currency: payment.currency,
    });
  }, [paid, payment]);

  if (!paid) return <UnpaidSummary payment={payment} />;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <CircleCheck aria-hidden="true" className="h-14 w-14 text-brand-700" />
      <h1 className="text-3xl font-bold text-fg">{t('paymentSuccess.title')}</h1>
      <p className="text-muted">{t('paymentSuccess.lead')}</p>
      <PaymentDetails payment={payment} showSplit />
      <Link to="/rentals" className={buttonClasses()}>
        {t('rentalSuccess.myRentals')}
      </Link>
    </div>
  );
}

/** /payment-success?session_id=: the verified payment's real amount, fee, owner amount, item and days. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('paymentSuccess.title'), t('paymentSuccess.metaDescription'));
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-2xl">
      <SignInRequired>
        <PaymentSessionGate sessionId={params.get('session_id')}>
          {(payment) => <PaidSummary payment={payment} />}
        </PaymentSessionGate>
      </SignInRequired>
    </PageContainer>
  );
}
