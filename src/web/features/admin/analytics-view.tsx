import { Activity, ArrowRightLeft, DollarSign, Package, ShieldCheck, Users } from 'lucide-react';
import { formatMoney, LOCALE_OF } from '../../../shared/locale';
import { formatCharge, useFormatPreferences } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import type { AnalyticsReport } from './api';
import { BarListChart } from './charts/bar-list-chart';
import { ChartFrame } from './charts/chart-frame';
import { monthLabel, type Point, summarise } from './charts/chart-math';
import { ColumnChart } from './charts/column-chart';
import { StatCard } from './stat-card';

const STATUSES = ['pending', 'active', 'returned', 'overdue', 'cancelled'] as const;

/** The get-analytics figures as four cards and four charts, each chart with its summary and table. */
export function AnalyticsView({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation('admin');
  const prefs = useFormatPreferences();
  const locale = LOCALE_OF[prefs.language];
  const count = (value: number) => value.toLocaleString(locale);
  const money = (cents: number) => formatCharge(cents, prefs);
  const axisMoney = (cents: number) => formatMoney(cents, prefs.language, { compact: true });

  const months = report.monthlyData.map((point) => monthLabel(point.month, locale));
  const series = (key: 'revenue' | 'users' | 'rentals'): Point[] =>
    report.monthlyData.map((point, index) => ({ label: months[index] ?? point.month, value: point[key] }));
  const sentence = (
    key: 'summaryRevenue' | 'summaryUsers' | 'summaryRentals',
    points: Point[],
    format: (v: number) => string,
  ) => {
    const { total, best } = summarise(points);
    return best
      ? t(`analytics.${key}`, { total: format(total), best: best.label, bestValue: format(best.value) })
      : t('analytics.summaryEmpty');
  };
  const statusPoints: Point[] = STATUSES.map((status) => ({
    label: t(`analytics.statuses.${status}`),
    value: report.statusBreakdown[status],
  }));
  const days = report.growthWindowDays;

  const monthly = [
    {
      key: 'revenue',
      title: t('analytics.charts.revenue'),
      kind: 'bars',
      format: money,
      axis: axisMoney,
      summary: 'summaryRevenue',
    },
    {
      key: 'users',
      title: t('analytics.charts.users'),
      kind: 'line',
      format: count,
      axis: count,
      summary: 'summaryUsers',
    },
    {
      key: 'rentals',
      title: t('analytics.charts.rentals'),
      kind: 'bars',
      format: count,
      axis: count,
      summary: 'summaryRentals',
    },
  ] as const;

  // Where the money stands now (ledger balances, not windows).
  const standing = [
    { key: 'feesEarned', icon: DollarSign },
    { key: 'ownersInTransit', icon: ArrowRightLeft },
    { key: 'depositsHeld', icon: ShieldCheck },
  ] as const;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('analytics.cards.totalUsers')}
          value={count(report.totalUsers)}
          icon={Users}
          growth={report.userGrowth}
          windowDays={days}
        />
        <StatCard
          title={t('analytics.cards.activeRentals')}
          value={count(report.activeRentals)}
          icon={Activity}
          note={t('analytics.activeNote')}
          windowDays={days}
        />
        <StatCard
          title={t('analytics.cards.totalRevenue')}
          value={money(report.totalRevenue)}
          icon={DollarSign}
          growth={report.revenueGrowth}
          note={t('analytics.revenueNote')}
          windowDays={days}
        />
        <StatCard
          title={t('analytics.cards.totalRentals')}
          value={count(report.totalRentals)}
          icon={Package}
          growth={report.rentalGrowth}
          windowDays={days}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {standing.map(({ key, icon }) => (
          <StatCard
            key={key}
            title={t(`analytics.money.${key}`)}
            value={money(report.money[key])}
            icon={icon}
            note={t(`analytics.money.${key}Note`)}
            windowDays={days}
          />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {monthly.map((chart) => {
          const points = series(chart.key);
          return (
            <ChartFrame
              key={chart.key}
              title={chart.title}
              summary={sentence(chart.summary, points, chart.format)}
              points={points}
              labelHeader={t('analytics.month')}
              valueHeader={chart.title}
              format={chart.format}
            >
              {(describedBy) => (
                <ColumnChart
                  points={points}
                  format={chart.axis}
                  kind={chart.kind}
                  describedBy={describedBy}
                  label={chart.title}
                />
              )}
            </ChartFrame>
          );
        })}
        <ChartFrame
          title={t('analytics.charts.status')}
          summary={t('analytics.summaryStatus', {
            total: count(report.totalRentals),
            parts: statusPoints.map((point) => `${point.label} ${count(point.value)}`).join(', '),
          })}
          points={statusPoints}
          labelHeader={t('analytics.status')}
          valueHeader={t('analytics.count')}
          format={count}
        >
          {(describedBy) => (
            <BarListChart
              points={statusPoints}
              describedBy={describedBy}
              label={t('analytics.charts.status')}
            />
          )}
        </ChartFrame>
      </div>
    </div>
  );
}
