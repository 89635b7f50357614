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

/** A heat pump on a gas-heated building: it saves energy and carbon but costs more to run. */
const heatPump = {
  id: 'heat-pump',
  title: 'Air source heat pump',
  description: 'Replace the gas boiler with an air source heat pump sized to the heat loss.',
  figures: {
    savingGbp: -213,
    savingRange: { low: -296, high: -151 },
    energySavingKwh: 14_620,
    energySavingRange: { low: 12_100, high: 17_300 },
    carbonSavingKg: 2_950,
    capitalCostGbp: 12_500,
    paybackYears: null,
    lifetimeYears: 20,
  },
};

/**
 * Signed figures: a negative saving reads as an increase ('£210 more per year'), never as a saving
 * with an arrow; a scenario that saves no money says it does not pay back.
 */
export const SavingThatIsAnIncrease: Story = {
  args: { scenario: heatPump },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getByRole('list', {
      name: 'Air source heat pump figures',
    });
    const items = within(figures)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(items).toEqual([
      '£210 more per year (£150–£300)',
      '15.00 MWh saved per year (12.00–17.00 MWh)',
      '2,950 kgCO2e saved per year',
      '£12,500 to install',
      'Does not pay back within its 20-year life',
    ]);
  },
};

/** Calibrated on meter readings: the range is narrow and says why; free measures say so. */
export const CalibratedAndFree: Story = {
  args: {
    scenario: {
      id: 'setpoint',
      title: 'Lower the heating set point by 1 °C',
      figures: {
        savingGbp: 412,
        savingRange: { low: 396, high: 431 },
        capitalCostGbp: 0,
        paybackYears: 0,
        rangeBasis: 'meter',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('£410 saved per year (£400–£430)');
    await expect(card).toHaveTextContent('No installation cost');
    await expect(card).toHaveTextContent('Nothing to pay back');
    await expect(card).toHaveTextContent(
      "Narrow because the model is calibrated on this building's meter readings.",
    );
  },
};

/** Payback past the life of the measures, at 390 px: the long words wrap inside the card. */
export const DoesNotPayBackMobile: Story = {
  args: {
    scenario: {
      id: 'glazing',
      title: 'Secondary glazing',
      figures: { savingGbp: 180, capitalCostGbp: 9_400, paybackYears: 52, lifetimeYears: 30 },
    },
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const pill = within(card).getByText('Does not pay back within its 30-year life');
    await expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};
