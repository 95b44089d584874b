import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage.tsx';

const meta = { title: 'Site/ErrorPage', component: ErrorPage } satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { status: 404 } };
export const ServerError: Story = { args: { status: 500 } };
/** The API said why: the member blocked the visitor. */
export const WithReason: Story = { args: { status: 403, code: 'blocked_by_member' } };
