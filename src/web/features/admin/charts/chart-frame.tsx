import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/texts';
import type { Point } from './chart-math';

interface ChartFrameProps {
  title: string;
  /** One sentence saying what the chart shows; the picture's accessible description. */
  summary: string;
  points: readonly Point[];
  labelHeader: string;
  valueHeader: string;
  format: (value: number) => string;
  /** The drawing; it gets the summary's id for aria-describedby. */
  children: (describedBy: string) => ReactNode;
}

/**
 * A chart as a figure: title, the drawing, a sentence that says what it shows, and the same
 * numbers as a table for anyone who cannot or does not want to read the picture.
 */
export function ChartFrame({
  title,
  summary,
  points,
  labelHeader,
  valueHeader,
  format,
  children,
}: ChartFrameProps) {
  const { t } = useTranslation('admin');
  const summaryId = useId();
  return (
    <figure className="rounded-xl border border-border bg-surface p-4">
      <figcaption className="text-base font-semibold text-fg">{title}</figcaption>
      <div className="mt-3">{children(summaryId)}</div>
      <p id={summaryId} className="mt-2 text-sm text-muted">
        {summary}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded text-accent underline-offset-2 hover:underline">
          {t('analytics.showTable')}
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-4 font-semibold">
                {labelHeader}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label} className="border-b border-border">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {point.label}
                </th>
                <td className="py-1 text-right tabular-nums">{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
