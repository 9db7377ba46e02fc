import { useQuery } from '@tanstack/react-query';
import { CalendarClock, HandCoins, PackageOpen, RefreshCw } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import type { RentalRole } from '../../shared/schemas/rentals';
import { Button, buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { RentalMessageButton } from '../features/messaging/rental-message-button';
import { rentalsQuery } from '../features/rentals/api';
import { RentalCard } from '../features/rentals/rental-card';
import { SignInRequired } from '../features/rentals/sign-in-required';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function RentalList({ side: role }: { side: RentalRole }) {
  const { t } = useTranslation('rentals');
  const query = useQuery({
    ...rentalsQuery(role),
    meta: { errorToast: { title: t('list.errorTitle'), description: t('list.errorText') } },
  });

  if (query.isPending) return <Spinner label={t('list.title')} className="py-16" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="font-semibold text-fg">{t('list.errorTitle')}</p>
        <p className="text-muted">{t('list.errorText')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    const empty = role === 'renting' ? 'emptyRenting' : 'emptyLending';
    return (
      <EmptyState
        className="mt-6"
        icon={role === 'renting' ? PackageOpen : HandCoins}
        title={t(`list.${empty}.title`)}
        description={t(`list.${empty}.description`)}
        action={
          <Link to={role === 'renting' ? '/search' : '/list-items'} className={buttonClasses()}>
            {t(`list.${empty}.action`)}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="mt-4 flex flex-col gap-4">
      {query.data.map((rental) => (
        <li key={rental.id}>
          <RentalCard rental={rental} side={role} message={<RentalMessageButton rental={rental} />} />
        </li>
      ))}
    </ul>
  );
}

function RefreshButton({ side: role }: { side: RentalRole }) {
  const { t } = useTranslation('rentals');
  const query = useQuery(rentalsQuery(role));
  return (
    <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw aria-hidden="true" className={query.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
      {query.isFetching ? t('list.refreshing') : t('list.refresh')}
    </Button>
  );
}

/** /rentals (My Rentals): what I rent and what I lend, each with its actions. */
export default function RentalsPage() {
  const { t } = useTranslation('rentals');
  usePageTitle(t('list.title'), t('list.metaDescription'));
  const [params, setParams] = useSearchParams();
  const role: RentalRole = params.get('tab') === 'lending' ? 'lending' : 'renting';
  const tabClass =
    'flex-1 rounded-md px-4 py-2 text-sm font-medium text-muted data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm sm:flex-none';

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('list.title')} lead={t('list.lead')} icon={CalendarClock} />
      <SignInRequired>
        <Tabs.Root
          value={role}
          onValueChange={(value) =>
            setParams(value === 'lending' ? { tab: 'lending' } : {}, { replace: true })
          }
          className="mt-8"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Tabs.List
              aria-label={t('list.tabsLabel')}
              className="flex w-full gap-1 rounded-lg bg-surface-sunken p-1 sm:w-auto"
            >
              <Tabs.Trigger value="renting" className={tabClass}>
                {t('list.renting')}
              </Tabs.Trigger>
              <Tabs.Trigger value="lending" className={tabClass}>
                {t('list.lending')}
              </Tabs.Trigger>
            </Tabs.List>
            <RefreshButton side={role} />
          </div>
          <Tabs.Content value="renting">
            <RentalList side="renting" />
          </Tabs.Content>
          <Tabs.Content value="lending">
            <RentalList side="lending" />
          </Tabs.Content>
        </Tabs.Root>
      </SignInRequired>
    </PageContainer>
  );
}
