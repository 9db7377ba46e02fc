import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { sandboxCardSchema } from '../../../shared/schemas/rentals';
import { Button, buttonClasses } from '../../components/ui/button';
import { SandboxHeading } from '../../components/ui/sandbox-heading';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { formatCharge, formatDate, formatTime } from '../../lib/format';
import { inAppPath, useGoToUrl } from '../../lib/go-to-url';
import { useTranslation } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import { paySandbox, type SandboxCheckout as SandboxCheckoutData, sandboxCheckoutQuery } from './api';
import { InvalidPaymentSession } from './payment-session';

function OrderSummary({ checkout }: { checkout: SandboxCheckoutData }) {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="order-summary" className="flex flex-col gap-3">
      <h2 id="order-summary" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t('checkout.summary')}
      </h2>
      <p className="text-2xl font-bold text-fg">{checkout.itemTitle}</p>
      <ul className="flex flex-col gap-2 text-sm">
        {checkout.lineItems.map((line) => (
          <li key={line.name} className="flex justify-between gap-4">
            <span className="text-fg-soft">
              {line.name}
              <span className="block text-xs text-subtle">
                {t('checkout.quantity', { count: line.quantity })} × {formatCharge(line.unitAmount)}
              </span>
            </span>
            <span className="tabular-nums text-fg">{formatCharge(line.unitAmount * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-border pt-3 text-lg font-bold text-fg">
        <span>{t('checkout.totalDue')}</span>
        <span className="tabular-nums">{formatCharge(checkout.amountTotal)}</span>
      </p>
    </section>
  );
}

function CardForm({ checkout }: { checkout: SandboxCheckoutData }) {
  const { t } = useTranslation(['payments', 'rentals']);
  const go = useGoToUrl();
  const [declined, setDeclined] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm({
    resolver: zodResolver(sandboxCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const { errors } = form.formState;
  const reasonOf = (err: unknown) =>
    err instanceof Error && err.message ? err.message : t('rentals:book.toast.failedFallback');
  const mutation = useMutation({
    mutationFn: (card: Parameters<typeof paySandbox>[1]) => paySandbox(checkout.sessionId, card),
    onSuccess: ({ redirectUrl }) => go(redirectUrl),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 410) setExpired(true);
      else setDeclined(reasonOf(err));
    },
    meta: {
      errorToast: (err) => ({ title: t('rentals:book.toast.failedTitle'), description: reasonOf(err) }),
    },
  });
  const cancelPath = inAppPath(checkout.cancelUrl);

  if (expired)
    return (
      <p role="alert" className="text-fg-soft">
        {t('checkout.expired')}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((card) => {
        setDeclined(null);
        mutation.mutate(card);
      })}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{t('checkout.payingAs', { email: checkout.customerEmail })}</p>
      {declined && (
        <div role="alert" className="rounded-md bg-danger-surface p-3 text-sm text-danger-fg">
          <p className="font-semibold">{t('checkout.declinedTitle')}</p>
          <p>{declined}</p>
        </div>
      )}
      <TextField
        label={t('checkout.cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        error={errors.cardNumber?.message}
        {...form.register('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('checkout.expiry')}
          autoComplete="cc-exp"
          placeholder="12 / 34"
          error={errors.expiry?.message}
          {...form.register('expiry')}
        />
        <TextField
          label={t('checkout.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          error={errors.cvc?.message}
          {...form.register('cvc')}
        />
      </div>
      <TextField
        label={t('checkout.name')}
        autoComplete="cc-name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        <Lock aria-hidden="true" className="h-4 w-4" />
        {mutation.isPending
          ? t('checkout.paying')
          : t('checkout.pay', { amount: formatCharge(checkout.amountTotal) })}
      </Button>
      <p className="text-xs text-subtle">
        {t('checkout.expiresAt', {
          time: `${formatDate(checkout.expiresAt)} ${formatTime(checkout.expiresAt)}`,
        })}
      </p>
      {cancelPath ? (
        <Link to={cancelPath} className="text-center text-sm font-medium text-accent hover:underline">
          {t('checkout.cancel')}
        </Link>
      ) : (
        <a href={checkout.cancelUrl} className="text-center text-sm font-medium text-accent hover:underline">
          {t('checkout.cancel')}
        </a>
      )}
    </form>
  );
}

/**
 * The sandbox provider's hosted checkout: the item and amounts, test card fields, Pay, and a way
 * back to the item. 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
 */
export function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('payments');
  usePageTitle(t('checkout.title'), t('checkout.metaDescription'));
  const query = useQuery(sandboxCheckoutQuery(sessionId));
  if (query.isPending) return <Spinner label={t('checkout.title')} className="py-24" />;
  if (query.isError) return <InvalidPaymentSession />;
  const checkout = query.data;
  const successPath = checkout.successUrl ? inAppPath(checkout.successUrl) : null;

  return (
    <div className="flex flex-col gap-6">
      <SandboxHeading icon={CreditCard} title={t('checkout.title')} badge={t('checkout.testMode')} />
      <p className="rounded-md bg-surface-muted p-3 text-sm text-fg-soft">{t('checkout.testCards')}</p>
      <div className="grid gap-8 md:grid-cols-2">
        <OrderSummary checkout={checkout} />
        <section aria-label={t('checkout.title')} className="rounded-xl border border-border p-5">
          {checkout.status === 'open' ? (
            <CardForm checkout={checkout} />
          ) : checkout.status === 'complete' ? (
            <div className="flex flex-col gap-3">
              <p className="text-fg-soft">{t('checkout.paid')}</p>
              {successPath && (
                <Link to={successPath} className={buttonClasses()}>
                  {t('checkout.continue')}
                </Link>
              )}
            </div>
          ) : (
            <p role="alert" className="text-fg-soft">
              {t('checkout.expired')}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
