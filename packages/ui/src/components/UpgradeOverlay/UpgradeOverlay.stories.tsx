import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KpiCard } from '../KpiCard/KpiCard';
import { Inline } from '../Stack/Stack';
import { UpgradeOverlay } from './UpgradeOverlay';

const meta = {
  title: 'Product/UpgradeOverlay',
  component: UpgradeOverlay,
  args: {
    onUpgrade: fn(),
    children: (
      <Inline gap="md" align="stretch">
        <KpiCard text="Expected cost" value={41000} isCurrency />
        <KpiCard text="Potential saving" value={9800} isCurrency />
        <KpiCard text="Expected usage" value={150} unit="MWh" />
      </Inline>
    ),
  },
} satisfies Meta<typeof UpgradeOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTier: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('article', { name: 'Expected cost' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
