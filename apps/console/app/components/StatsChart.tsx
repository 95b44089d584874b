/**
 * Messages per day per operator (issue 18 point 7), a stacked bar chart drawn by recharts. Drawn
 * after hydration only: the chart measures its box in the browser. The table beside it carries
 * the same figures for screen readers and keyboard users.
 */
import type { DeskStatsResponse } from '@dating/contract';
import { useEffect, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import * as styles from './desk.css.ts';

/** Distinct, high-contrast series colours (readable on the console's light background). */
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0f766e', '#4d7c0f', '#9333ea'];

export function StatsChart({ stats, title }: { stats: DeskStatsResponse; title: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const operators = [...new Map(stats.rows.map((r) => [r.staff_id, r.staff_name])).entries()];
  const data = stats.days.map((day) => {
    const point: Record<string, string | number> = { day: day.slice(5) };
    for (const [id, name] of operators) {
      point[name] = stats.rows.find((r) => r.day === day && r.staff_id === id)?.messages ?? 0;
    }
    return point;
  });
  return (
    <figure className={styles.chart} aria-label={title} style={{ margin: 0 }}>
      {mounted ? (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {operators.map(([id, name], i) => (
              <Bar key={id} dataKey={name} stackId="messages" fill={COLOURS[i % COLOURS.length]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}
