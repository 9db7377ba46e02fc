import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { sandboxBankSchema } from '../../../shared/schemas/payouts';
import { Button } from '../../components/ui/button';
import { SandboxHeading } from '../../components/ui/sandbox-heading';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useGoToUrl } from '../../lib/go-to-url';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { completeSandboxOnboarding, sandboxPayoutAccountQuery } from './api';

const BILLING = '/settings?tab=billing';

/**
 * The sandbox provider's own onboarding page (it stands in for Stripe's hosted one): a test bank
 * account number completes the owner's sandbox payout account. Nothing real is paid anywhere.
 */
export function SandboxOnboarding({ accountId }: { accountId: string }) {
  const { t } = useTranslation('payouts');
  usePageTitle(t('sandbox.title'));
  const go = useGoToUrl();
  const queryClient = useQueryClient();
  const account = useQuery(sandboxPayoutAccountQuery(accountId));
  const form = useForm({ resolver: zodResolver(sandboxBankSchema), defaultValues: { accountNumber: '' } });
  const save = useMutation({
    mutationFn: (bank: { accountNumber: string }) => completeSandboxOnboarding(accountId, bank),
    onSuccess: async ({ redirectUrl }) => {
      await queryClient.invalidateQueries({ queryKey: ['payouts'] });
      toast({ title: t('sandbox.saved'), variant: 'success' });
      go(redirectUrl);
    },
    meta: {
      errorToast: (err) => ({
        title: t('setupFailed'),
        description: err instanceof Error ? err.message : '',
      }),
    },
  });

  if (account.isPending) return <Spinner label={t('sandbox.title')} className="py-24" />;
  if (account.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-fg-soft">{account.error.message}</p>
        <Link to={BILLING} className="text-sm font-medium text-accent hover:underline">
          {t('sandbox.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <SandboxHeading icon={Landmark} title={t('sandbox.title')} badge={t('sandbox.testMode')} />
      <p className="rounded-md bg-surface-muted p-3 text-sm text-fg-soft">{t('sandbox.intro')}</p>
      <form
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-border p-5"
        onSubmit={form.handleSubmit((bank) => save.mutate(bank))}
      >
        <p className="text-sm text-muted">{t('sandbox.for', { email: account.data.email })}</p>
        <TextField
          label={t('sandbox.accountNumber')}
          inputMode="numeric"
          placeholder="000123456789"
          hint={account.data.bankLast4 ? t('sandbox.current', { last4: account.data.bankLast4 }) : undefined}
          error={form.formState.errors.accountNumber?.message}
          {...form.register('accountNumber')}
        />
        <Button type="submit" size="lg" disabled={save.isPending}>
          {t('sandbox.save')}
        </Button>
        <Link to={BILLING} className="text-center text-sm font-medium text-accent hover:underline">
          {t('sandbox.back')}
        </Link>
      </form>
    </div>
  );
}
