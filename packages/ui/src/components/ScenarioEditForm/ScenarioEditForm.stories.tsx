import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planMessages, requiredParameter } from '@wattwise/domain';
import { ScenarioEditForm } from './ScenarioEditForm';

const meta = {
  title: 'Product/ScenarioEditForm',
  component: ScenarioEditForm,
  args: {
    title: 'LED lighting upgrade',
    description: 'Replace fluorescent fittings with LED panels on every floor.',
    howToLink: 'https://example.org/led',
    onConfirm: fn(),
    onBack: fn(),
    parameterGroups: [
      {
        label: 'Installation',
        parameters: [
          { property: 'capitalCost', label: 'Capital cost', type: 'NUMBER', value: null },
          {
            property: 'fittingType',
            label: 'Fitting type',
            type: 'ENUM',
            value: 'PANEL',
            possibleValues: 'PANEL,TUBE',
            displayValues: 'Panel,Tube',
          },
          { property: 'sensors', label: 'Occupancy sensors', type: 'BOOLEAN', value: false },
          { property: 'notes', label: 'Notes', type: 'STRING', value: null, optional: true },
        ],
      },
    ],
  },
} satisfies Meta<typeof ScenarioEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredField: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(planMessages.optional)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: planMessages.confirmChanges }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(requiredParameter('Capital cost'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Capital cost' }), '12000');
    await userEvent.click(canvas.getByRole('switch', { name: 'Occupancy sensors' }));
    await userEvent.click(canvas.getByRole('button', { name: planMessages.confirmChanges }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ capitalCost: 12000, sensors: true, fittingType: 'PANEL' }),
    );
  },
};
export const UpdateCost: Story = {
  args: {
    costOnly: true,
    parameterGroups: [
      {
        label: 'Cost',
        parameters: [
          { property: 'capitalCost', label: 'Capital cost', type: 'NUMBER', value: 8000 },
        ],
      },
    ],
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
