import { niceMax, type Point } from './chart-math';

const ROW = 30;
const WIDTH = 480;
const LABEL_WIDTH = 96;
const VALUE_WIDTH = 48;

interface BarListChartProps {
  points: readonly Point[];
  describedBy: string;
  label: string;
}

/** Horizontal bars, one row per category (rental statuses), each with its name and count. */
export function BarListChart({ points, describedBy, label }: BarListChartProps) {
  const top = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const track = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = points.length * ROW;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="h-auto w-full text-muted"
    >
      {points.map((point, index) => {
        const y = index * ROW;
        const width = (point.value / top) * track;
        return (
          <g key={point.label}>
            <text x={0} y={y + ROW / 2} dominantBaseline="middle" fontSize={12} fill="currentColor">
              {point.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 6}
              width={track}
              height={ROW - 12}
              rx={4}
              className="fill-surface-sunken"
            />
            <rect
              x={LABEL_WIDTH}
              y={y + 6}
              width={width}
              height={ROW - 12}
              rx={4}
              className="fill-brand-600"
            />
            <text
              x={WIDTH}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fontWeight={600}
              fill="currentColor"
            >
              {point.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
