import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeMessages, supportContactLine } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { EmptyState, ErrorState } from './StateMessage';

const meta = {
  title: 'Primitives/EmptyState and ErrorState',
  component: EmptyState,
  args: { message: homeMessages.empty },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { action: <Button>{homeMessages.newSite}</Button> } };
export const NoMatch: Story = { args: { message: homeMessages.noMatch } };
export const Error: Story = {
  render: () => <ErrorState message={homeMessages.error} supportEmail="support@wattwise.example" />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(homeMessages.error);
    await expect(alert).toHaveTextContent(supportContactLine('support@wattwise.example'));
  },
};
export const ErrorMobile: Story = {
  render: () => <ErrorState message={homeMessages.error} supportEmail="support@wattwise.example" />,
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
