import { niceMax, type Point, ticks } from './chart-math';

const WIDTH = 480;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 56 };

interface ColumnChartProps {
  points: readonly Point[];
  format: (value: number) => string;
  /** 'bars' for amounts per month, 'line' for a trend. */
  kind: 'bars' | 'line';
  describedBy: string;
  label: string;
}

/**
 * A small SVG chart over labelled points: columns or a line, a value axis with round gridlines,
 * each value written on its point. Scales with its box; the figure around it carries the summary
 * and the table.
 */
export function ColumnChart({ points, format, kind, describedBy, label }: ColumnChartProps) {
  const top = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, points.length);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const y = (value: number) => PAD.top + innerHeight - (Math.max(0, value) / top) * innerHeight;
  const line = points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="h-auto w-full text-muted"
    >
      {ticks(top).map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-border"
            strokeWidth={1}
          />
          <text
            x={PAD.left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            fontSize={11}
            fill="currentColor"
          >
            {format(tick)}
          </text>
        </g>
      ))}
      {kind === 'bars' ? (
        points.map((point, index) => {
          const barWidth = Math.min(40, slot * 0.6);
          return (
            <rect
              key={point.label}
              x={x(index) - barWidth / 2}
              y={y(point.value)}
              width={barWidth}
              height={Math.max(0, PAD.top + innerHeight - y(point.value))}
              rx={3}
              className="fill-brand-600"
            />
          );
        })
      ) : (
        <polyline points={line} fill="none" strokeWidth={2.5} className="stroke-accent" />
      )}
      {points.map((point, index) => (
        <g key={point.label}>
          {kind === 'line' ? (
            <circle cx={x(index)} cy={y(point.value)} r={4} className="fill-accent" />
          ) : null}
          <text
            x={x(index)}
            y={y(point.value) - 6}
            textAnchor="middle"
            fontSize={11}
            fontWeight={600}
            fill="currentColor"
          >
            {format(point.value)}
          </text>
          <text x={x(index)} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="currentColor">
            {point.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
