import { Stack } from '@dating/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { AgeRangeFilter, GenderFilter } from './FilterFields.tsx';

/** The search's filters: gender and an age range (the member search and the match finder). */
function Filters(props: {
  gender: string;
  genderError?: string;
  values: { min_age?: string | number; max_age?: string | number };
  errors: Record<string, string | undefined>;
}) {
  return (
    <form>
      <Stack gap="medium">
        <GenderFilter value={props.gender} error={props.genderError} />
        <AgeRangeFilter values={props.values} errors={props.errors} />
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Site/Search filters',
  component: Filters,
  decorators: [withRemix({ url: '/members' })],
  args: { gender: '', values: {}, errors: {} },
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { gender: 'female', values: { min_age: 25, max_age: 40 } } };
/** Values from the address the search cannot use: each told at its field. */
export const Invalid: Story = {
  args: {
    gender: 'xyz',
    genderError: 'unsupported',
    values: { min_age: 12, max_age: 30 },
    errors: { min_age: 'too_small' },
  },
};
/** The maximum below the minimum. */
export const MaxBelowMin: Story = {
  args: { values: { min_age: 50, max_age: 30 }, errors: { max_age: 'min_above_max' } },
};
