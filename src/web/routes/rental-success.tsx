import { CircleCheck, Clock, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import type { PaymentSummary } from '../features/rentals/api';
import { PaymentDetails, PaymentSessionGate, refundWords } from '../features/rentals/payment-session';
import { SignInRequired } from '../features/rentals/sign-in-required';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function Outcome({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {icon}
      <h1 className="text-3xl font-bold text-fg">{title}</h1>
      <p className="max-w-lg text-muted">{text}</p>
      {children}
    </div>
  );
}

function Links({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation('payments');
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to="/rentals" className={buttonClasses()}>
        {t('rentalSuccess.myRentals')}
      </Link>
      {payment.itemId && (
        <Link to={`/items/${payment.itemId}`} className={buttonClasses({ variant: 'secondary' })}>
          {t('rentalSuccess.backToItem')}
        </Link>
      )}
    </div>
  );
}

function RentalOutcome({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation('payments');
  if (payment.paymentStatus === 'paid' && payment.refunded) {
    const [title, text] = refundWords(payment, t);
    return (
      <Outcome
        icon={<RotateCcw aria-hidden="true" className="h-14 w-14 text-amber-700" />}
        title={title}
        text={text}
      >
        <Links payment={payment} />
      </Outcome>
    );
  }
  if (payment.paymentStatus === 'paid') {
    return (
      <Outcome
        icon={<CircleCheck aria-hidden="true" className="h-14 w-14 text-brand-700" />}
        title={t('rentalSuccess.title')}
        text={t('rentalSuccess.lead', { title: payment.itemTitle })}
      >
        <PaymentDetails payment={payment} />
        <Links payment={payment} />
      </Outcome>
    );
  }
  if (payment.paymentStatus === 'open') {
    return (
      <Outcome
        icon={<Clock aria-hidden="true" className="h-14 w-14 text-amber-700" />}
        title={t('rentalSuccess.pendingTitle')}
        text={t('rentalSuccess.pendingText')}
      >
        {payment.checkoutUrl && (
          <a href={payment.checkoutUrl} className={buttonClasses()}>
            {t('rentalSuccess.finishPayment')}
          </a>
        )}
      </Outcome>
    );
  }
  return (
    <Outcome
      icon={<XCircle aria-hidden="true" className="h-14 w-14 text-gray-600" />}
      title={t('rentalSuccess.expiredTitle')}
      text={t('rentalSuccess.expiredText')}
    >
      <Links payment={payment} />
    </Outcome>
  );
}

/** /rental-success?session_id=: where the checkout returns; shows the confirmed rental. */
export default function RentalSuccessPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('rentalSuccess.title'), t('rentalSuccess.metaDescription'));
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-2xl">
      <SignInRequired>
        <PaymentSessionGate sessionId={params.get('session_id')}>
          {(payment) => <RentalOutcome payment={payment} />}
        </PaymentSessionGate>
      </SignInRequired>
    </PageContainer>
  );
}
