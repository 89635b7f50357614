import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parameterMessages, parameterOutOfRange } from '@wattwise/domain';
import { ParameterEditor, type ParameterGroup } from './ParameterEditor';

const groups: ParameterGroup[] = [
  {
    categoryName: 'Fabric',
    order: 1,
    parameters: [
      { id: 'wallU', name: 'Wall U-value', type: 'NUMBER', value: 1.6, unit: 'W/m²K' },
      {
        id: 'glazing',
        name: 'Glazing',
        type: 'ENUM',
        value: 'DOUBLE',
        possibleValuesKey: 'SINGLE,DOUBLE,TRIPLE',
        possibleValuesText: 'Single,Double,Triple',
      },
    ],
  },
  {
    categoryName: parameterMessages.floorAreaPercentages,
    order: 2,
    parameters: [
      { id: 'office', name: 'Office', type: 'NUMBER', value: 70, unit: '%' },
      { id: 'circulation', name: 'Circulation', type: 'NUMBER', value: 30, unit: '%' },
    ],
  },
];

const meta = {
  title: 'Product/ParameterEditor',
  component: ParameterEditor,
  args: { groups, onSave: fn() },
} satisfies Meta<typeof ParameterEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TotalMustBe100: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const office = canvas.getByRole('textbox', { name: 'Office' });
    await userEvent.clear(office);
    await userEvent.type(office, '60');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(parameterMessages.totalMustEqual100);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    const circulation = canvas.getByRole('textbox', { name: 'Circulation' });
    await userEvent.clear(circulation);
    await userEvent.type(circulation, '40');
    await userEvent.tab();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ office: 60, circulation: 40 });
  },
};
export const PerParameterError: Story = {
  args: {
    groups: [
      {
        ...groups[0]!,
        parameters: [
          { ...groups[0]!.parameters[0]!, error: 'The value must be between 0.1 and 3.' },
        ],
      },
    ],
  },
};
/** A number outside the engine's range for this building says so and cannot be saved. */
export const OutOfRange: Story = {
  args: {
    groups: [
      {
        categoryName: 'Heating and cooling',
        order: 1,
        parameters: [
          {
            id: 'heatingEfficiency',
            name: 'Heating efficiency',
            type: 'NUMBER',
            value: 89,
            unit: '%',
            min: 40,
            max: 100,
          },
        ],
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const efficiency = canvas.getByRole('textbox', { name: 'Heating efficiency' });
    await userEvent.clear(efficiency);
    await userEvent.type(efficiency, '400');
    await userEvent.tab();
    await expect(canvasElement).toHaveTextContent(parameterOutOfRange(40, 100, '%'));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(efficiency);
    await userEvent.type(efficiency, '92');
    await userEvent.tab();
    await expect(canvasElement).not.toHaveTextContent(parameterOutOfRange(40, 100, '%'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ heatingEfficiency: 92 });
  },
};
export const Demo: Story = { args: { isDemo: true } };
export const Saving: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const wall = canvas.getByRole('textbox', { name: 'Wall U-value' });
    await userEvent.clear(wall);
    await userEvent.type(wall, '0.35');
    await userEvent.tab();
    // While the last save is in flight, Save cannot send the changes twice.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
export const OptionalDelete: Story = {
  args: {
    onDelete: fn(),
    groups: [
      {
        ...groups[0]!,
        parameters: [
          ...groups[0]!.parameters,
          {
            id: 'pvArea',
            name: 'Solar PV area',
            type: 'NUMBER',
            value: 12,
            unit: 'm²',
            optional: true,
          },
        ],
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Only optional parameters can be deleted (spec analysis §2.8).
    await expect(canvas.queryByRole('button', { name: 'Delete Wall U-value' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Solar PV area' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'pvArea' }));
  },
};
export const Recalibrating: Story = {
  args: { isSaveHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};
