/**
 * One dashboard chart (recharts): a line per metric over the days, summed over the brands shown.
 * Drawn after hydration only (recharts measures its box); the table below carries the same
 * figures for screen readers and keyboard users.
 */
import { useEffect, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import * as styles from '../desk.css.ts';

/** Distinct, high-contrast series colours (readable on the console's light background). */
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#be123c'];

export function DashboardChart({
  title,
  points,
  series,
}: {
  title: string;
  points: readonly Record<string, string | number>[];
  series: readonly { key: string; label: string }[];
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const data = points.map((p) => ({ ...p, day: String(p.day).slice(5) }));
  return (
    <figure className={styles.chart} aria-label={title} style={{ margin: 0 }}>
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth={2}
                dot={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}
