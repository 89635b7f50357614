import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleScenarios } from '../../fixtures/scenarios';
import { ScenarioCard } from './ScenarioCard';

const meta = {
  title: 'Product/ScenarioCard',
  component: ScenarioCard,
  args: { scenario: exampleScenarios[0]!, isSelected: false, onToggle: fn(), onAction: fn() },
} satisfies Meta<typeof ScenarioCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('switch', { name: 'LED lighting upgrade' }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(args.scenario);
  },
};
export const Selected: Story = { args: { isSelected: true } };
export const EditWithoutBuilding: Story = {
  args: { disabledActions: ['edit', 'setRoi'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /More actions/ }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const NotToggleable: Story = {
  args: {
    scenario: {
      ...exampleScenarios[3]!,
      toggleable: false,
      toggleableDescription: 'Already in place',
    },
  },
};
export const Optimise: Story = { args: { onAction: undefined } };
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'LED lighting upgrade' }),
    ).toBeDisabled();
  },
};
export const LongTitleMobile: Story = {
  args: {
    scenario: {
      ...exampleScenarios[0]!,
      title:
        'Replace every fluorescent fitting in the offices, corridors and stairwells with LED panels and presence sensors',
    },
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
