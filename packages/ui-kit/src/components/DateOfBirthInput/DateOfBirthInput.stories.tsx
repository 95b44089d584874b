import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateOfBirthInput } from './DateOfBirthInput.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: DateOfBirthInput,
  tags: ['autodocs'],
  args: {
    label: t('signup.dateOfBirth', { minAge: 18 }),
    name: 'date_of_birth',
    minAge: 18,
    today: new Date('2026-11-22T12:00:00Z'),
  },
} satisfies Meta<typeof DateOfBirthInput>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(shown(t('signup.dateOfBirth', { minAge: 18 })));
    await userEvent.type(field, '1990-04-12');
    await expect(field).toHaveValue('1990-04-12');
  },
};
export const Filled: Story = { args: { defaultValue: '1985-06-01' } };
export const WithError: Story = { args: { error: t('errors.date_of_birth_min_age', { min_age: 18 }) } };
