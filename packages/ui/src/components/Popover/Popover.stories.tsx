import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { homeMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    'aria-label': homeMessages.newSite,
    trigger: <Button>{homeMessages.newSite}</Button>,
    children: (
      <Stack gap="xs">
        <Button variant="ghost">{homeMessages.newSitePredict}</Button>
        <Button variant="ghost" isDisabled>
          {homeMessages.newSiteOptimise}
        </Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewSite: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: homeMessages.newSite }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: homeMessages.newSite });
    await expect(
      within(dialog).getByRole('button', { name: homeMessages.newSiteOptimise }),
    ).toBeDisabled();
  },
};
