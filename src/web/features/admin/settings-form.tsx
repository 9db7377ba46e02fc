import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { APPROX_CURRENCIES } from '../../../shared/exchange';
import { formatCalendarDay } from '../../../shared/locale';
import {
  type SystemSettingsFormInput,
  type SystemSettingsFormOutput,
  systemSettingsFormSchema,
  toSettingsForm,
} from '../../../shared/schemas/admin-settings';
import { Button } from '../../components/ui/button';
import { SwitchRow } from '../../components/ui/switch-row';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useFormatPreferences } from '../../lib/format';
import { settled } from '../../lib/mutation-errors';
import { useTranslation } from '../../lib/texts';
import { adminActionDone, adminActionFailed } from './admin-toast';
import { adminKeys, type SystemSettings, saveSettings } from './api';

type SwitchKey =
  | 'maintenanceMode'
  | 'registrationEnabled'
  | 'emailVerificationRequired'
  | 'autoApproveListings'
  | 'requireIdVerification';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-border p-4">
      <legend className="px-1 text-base font-semibold text-fg">{title}</legend>
      <div className="flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

/**
 * Every system setting of spec section 3. The numbers are typed as text and parsed as whole
 * numbers with a clear message; saving stores them on the server, in force at once.
 */
export function SettingsForm({ settings }: { settings: SystemSettings }) {
  const { t } = useTranslation('admin');
  const { language } = useFormatPreferences();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SystemSettingsFormInput, unknown, SystemSettingsFormOutput>({
    resolver: zodResolver(systemSettingsFormSchema),
    defaultValues: toSettingsForm(settings),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const save = useMutation({
    mutationFn: saveSettings,
    onMutate: () => setFailure(null),
    onSuccess: async (saved) => {
      form.reset(toSettingsForm(saved));
      queryClient.setQueryData(adminKeys.settings, saved);
      // Pages showing the site's name, address or rules read them again.
      await queryClient.invalidateQueries({ queryKey: ['site'] });
      adminActionDone(t);
    },
    onError: (err) => setFailure(err instanceof ApiError ? err.message : t('toast.errorDescription')),
    meta: { errorToast: adminActionFailed(t) },
  });
  const submit = form.handleSubmit((values) => settled(save.mutateAsync(values)));

  const toggle = (name: SwitchKey) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchRow
          label={t(`settings.fields.${name}`)}
          hint={t(`settings.fields.${name}Hint`)}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6">
      <Section title={t('settings.sections.site')}>
        <TextField
          label={t('settings.fields.siteName')}
          hint={t('settings.fields.siteNameHint')}
          error={errors.siteName?.message}
          maxLength={80}
          {...form.register('siteName')}
        />
        <TextAreaField
          label={t('settings.fields.siteDescription')}
          hint={t('settings.fields.siteDescriptionHint')}
          error={errors.siteDescription?.message}
          maxLength={500}
          {...form.register('siteDescription')}
        />
        <TextField
          type="email"
          label={t('settings.fields.supportEmail')}
          hint={t('settings.fields.supportEmailHint')}
          error={errors.supportEmail?.message}
          {...form.register('supportEmail')}
        />
      </Section>
      <Section title={t('settings.sections.marketplace')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            inputMode="numeric"
            label={t('settings.fields.commissionRate')}
            hint={t('settings.fields.commissionRateHint')}
            error={errors.commissionRate?.message}
            {...form.register('commissionRate')}
          />
          <TextField
            inputMode="numeric"
            label={t('settings.fields.maxRentalDays')}
            hint={t('settings.fields.maxRentalDaysHint')}
            error={errors.maxRentalDays?.message}
            {...form.register('maxRentalDays')}
          />
        </div>
      </Section>
      <Section title={t('settings.sections.exchangeRates')}>
        <p className="text-sm text-muted">
          {t('settings.fields.exchangeRatesHint', {
            date: formatCalendarDay(settings.exchangeRates.setOn, language),
          })}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          {APPROX_CURRENCIES.map((code) => (
            <TextField
              key={code}
              inputMode="decimal"
              label={t(`settings.fields.rates.${code}`)}
              error={errors.exchangeRates?.[code]?.message}
              {...form.register(`exchangeRates.${code}`)}
            />
          ))}
        </div>
      </Section>
      <Section title={t('settings.sections.access')}>
        <div className="divide-y divide-border">
          {toggle('maintenanceMode')}
          {toggle('registrationEnabled')}
          {toggle('emailVerificationRequired')}
        </div>
      </Section>
      <Section title={t('settings.sections.listings')}>
        <div className="divide-y divide-border">
          {toggle('autoApproveListings')}
          {toggle('requireIdVerification')}
        </div>
      </Section>
      {failure ? (
        <p role="alert" className="rounded-md bg-danger-surface p-3 text-sm text-danger-fg">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isSubmitting}>
          {t(isSubmitting ? 'settings.saving' : 'settings.save')}
        </Button>
        {isDirty ? <p className="text-sm text-muted">{t('settings.unsaved')}</p> : null}
      </div>
    </form>
  );
}
