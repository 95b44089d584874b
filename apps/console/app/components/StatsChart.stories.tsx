import type { DeskStatsResponse } from '@dating/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatsChart } from './StatsChart.tsx';
import { consoleFrame } from './StoryFrame.tsx';

const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(11 + i).padStart(2, '0')}`);
const operators = [
  { staff_id: 2, staff_name: 'Olivia' },
  { staff_id: 3, staff_name: 'Oscar' },
];
const busy: DeskStatsResponse = {
  days,
  rows: days.flatMap((day, d) =>
    operators.map((op, o) => ({
      day,
      ...op,
      conversations: 3 + ((d + o) % 5),
      messages: 8 + ((d * 7 + o * 3) % 17),
      median_response_seconds: 90 + d * 5,
      p95_response_seconds: 420 + o * 60,
    })),
  ),
  queue_age_p95_seconds: 380,
  queue_size: 12,
};

const meta = {
  title: 'Console/StatsChart',
  component: StatsChart,
  decorators: [consoleFrame],
  args: { stats: busy, title: 'Messages per day per operator' },
} satisfies Meta<typeof StatsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOperators: Story = {};
export const QuietFortnight: Story = {
  args: { stats: { days, rows: [], queue_age_p95_seconds: null, queue_size: 0 } },
};
