import { useId, useState } from 'react';

/** Small SVG charts (no chart library): a line chart with several series, and a bar chart. */

export interface TSeries {
  name: string;
  colour: string;
  values: readonly number[];
}

const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 44 };

/**
 * A round upper bound for an axis of four steps: each step a whole 1, 2 or 5 times a power of
 * ten, so the tick labels are whole numbers (counts, points) and distinct.
 */
export function niceMax(value: number): number {
  const quarter = Math.max(1, value / 4);
  const power = 10 ** Math.floor(Math.log10(quarter));
  for (const step of [1, 2, 5, 10]) if (quarter <= step * power) return 4 * step * power;
  return 40 * power;
}

function Axis({ max, width, labels }: { max: number; width: number; labels: readonly string[] }) {
  const inner = HEIGHT - PAD.top - PAD.bottom;
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <g fontSize={11} fill="rgba(0,0,0,0.45)">
      {[0, 0.25, 0.5, 0.75, 1].map((f) => {
        const y = PAD.top + inner * (1 - f);
        return (
          <g key={f}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} stroke="#f0f0f0" />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end">
              {Math.round(max * f).toLocaleString('zh-CN')}
            </text>
          </g>
        );
      })}
      {labels.map((label, i) =>
        i % every === 0 || i === labels.length - 1 ? (
          <text
            key={label}
            x={PAD.left + ((width - PAD.left - PAD.right) * (i + 0.5)) / labels.length}
            y={HEIGHT - 8}
            textAnchor="middle"
          >
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Legend({ series }: { series: readonly TSeries[] }) {
  return (
    <div style={{ display: 'flex', gap: 16, fontSize: 12, marginBottom: 4 }}>
      {series.map((s) => (
        <span key={s.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: s.colour }} />
          {s.name}
        </span>
      ))}
    </div>
  );
}

interface TChartProps {
  labels: readonly string[];
  series: readonly TSeries[];
  width?: number;
  title: string;
}

/** Lines over days, with a hover read-out of the day's values. */
export function LineChart({ labels, series, width = 640, title }: TChartProps) {
  const [hover, setHover] = useState<number | null>(null);
  const gradient = useId();
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const inner = { w: width - PAD.left - PAD.right, h: HEIGHT - PAD.top - PAD.bottom };
  const x = (i: number) => PAD.left + (inner.w * (i + 0.5)) / labels.length;
  const y = (v: number) => PAD.top + inner.h * (1 - v / max);
  return (
    <div>
      <Legend series={series} />
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        style={{ display: 'block' }}
        onMouseLeave={() => setHover(null)}
        onMouseMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const px = ((event.clientX - box.left) / box.width) * width - PAD.left;
          const i = Math.floor((px / inner.w) * labels.length);
          setHover(i >= 0 && i < labels.length ? i : null);
        }}
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={series[0]?.colour} stopOpacity={0.18} />
            <stop offset="100%" stopColor={series[0]?.colour} stopOpacity={0} />
          </linearGradient>
        </defs>
        <Axis max={max} width={width} labels={labels} />
        {series[0] && series[0].values.length > 1 ? (
          <path
            fill={`url(#${gradient})`}
            d={`M${x(0)},${y(0)} ${series[0].values.map((v, i) => `L${x(i)},${y(v)}`).join(' ')} L${x(series[0].values.length - 1)},${y(0)} Z`}
          />
        ) : null}
        {series.map((s) => (
          <polyline
            key={s.name}
            fill="none"
            stroke={s.colour}
            strokeWidth={2}
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
          />
        ))}
        {hover !== null ? (
          <g>
            <line
              x1={x(hover)}
              x2={x(hover)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              stroke="#d9d9d9"
            />
            {series.map((s) => (
              <circle
                key={s.name}
                cx={x(hover)}
                cy={y(s.values[hover] ?? 0)}
                r={3.5}
                fill={s.colour}
              />
            ))}
            <g
              transform={`translate(${Math.min(x(hover) + 8, width - 150)},${PAD.top})`}
              fontSize={12}
            >
              <rect width={140} height={20 + series.length * 18} rx={4} fill="rgba(0,0,0,0.75)" />
              <text x={8} y={15} fill="#fff">
                {labels[hover]}
              </text>
              {series.map((s, i) => (
                <text key={s.name} x={8} y={33 + i * 18} fill="#fff">
                  {s.name}：{(s.values[hover] ?? 0).toLocaleString('zh-CN')}
                </text>
              ))}
            </g>
          </g>
        ) : null}
      </svg>
    </div>
  );
}

/** Bars over days (one series). */
export function BarChart({ labels, series, width = 640, title }: TChartProps) {
  const s = series[0];
  const max = niceMax(Math.max(0, ...(s?.values ?? [])));
  const inner = { w: width - PAD.left - PAD.right, h: HEIGHT - PAD.top - PAD.bottom };
  const band = inner.w / Math.max(1, labels.length);
  return (
    <div>
      <Legend series={series} />
      <svg role="img" aria-label={title} viewBox={`0 0 ${width} ${HEIGHT}`} width="100%">
        <Axis max={max} width={width} labels={labels} />
        {s?.values.map((v, i) => {
          const h = (inner.h * v) / max;
          return (
            <rect
              key={labels[i]}
              x={PAD.left + band * i + band * 0.2}
              y={PAD.top + inner.h - h}
              width={band * 0.6}
              height={h}
              rx={2}
              fill={s.colour}
            >
              <title>{`${labels[i]} ${s.name}：${v.toLocaleString('zh-CN')}`}</title>
            </rect>
          );
        })}
      </svg>
    </div>
  );
}
