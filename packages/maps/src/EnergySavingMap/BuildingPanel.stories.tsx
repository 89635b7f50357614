import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BuildingPanel } from './BuildingPanel';

const meta = {
  title: 'Maps/BuildingPanel',
  component: BuildingPanel,
  args: {
    buildingLabel: 'Conway Hall',
    certificate: {
      certificateType: 'DEC',
      rating: 'D',
      issuedDate: '2024-11-02',
      floorArea: 1730,
      buildingType: 'Public building',
      sample: true,
    },
    onFindOutMore: fn(),
    onPredictAccount: fn(),
    onClose: fn(),
  },
  render: (args) => (
    <div style={{ position: 'relative', height: 360 }}>
      <BuildingPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof BuildingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bundled synthetic certificate says so under its facts. */
export const SampleCertificate: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Selected building' });
    await expect(within(panel).getByText(/^Sample data/)).toBeVisible();
    await expect(within(panel).getByText('D')).toBeVisible();
  },
};

/** A certificate from the register carries no sample note. */
export const RegisterCertificate: Story = {
  args: {
    certificate: {
      certificateType: 'EPC',
      rating: 'C',
      issuedDate: '2021-03-04',
      floorArea: 1180,
      buildingType: 'Offices',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Sample data/)).toBeNull();
  },
};
