import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chartMessages, planMessages } from '@wattwise/domain';
import { exampleScenarios, independentScenarios } from '../../fixtures/scenarios';
import { ScenarioList, type ScenarioListProps } from './ScenarioList';

function Stateful(
  props: Omit<ScenarioListProps, 'selectedIds' | 'onSelectionChange'> & { initial?: string[] },
) {
  const [selected, setSelected] = useState<string[]>(props.initial ?? []);
  return <ScenarioList {...props} selectedIds={selected} onSelectionChange={setSelected} />;
}

const meta = {
  title: 'Product/ScenarioList',
  component: ScenarioList,
  args: {
    scenarios: exampleScenarios,
    selectedIds: [],
    onSelectionChange: fn(),
    onAction: fn(),
    onFiltersChange: fn(),
  },
  render: (args) => (
    <Stateful
      scenarios={args.scenarios}
      onAction={args.onAction}
      isLoading={args.isLoading}
      hasError={args.hasError}
      supportEmail={args.supportEmail}
      onFiltersChange={args.onFiltersChange}
    />
  ),
} satisfies Meta<typeof ScenarioList>;
export default meta;
type Story = StoryObj<typeof meta>;

const switchFor = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('switch', { name });

export const MutuallyExclusive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(switchFor(canvas, 'LED lighting upgrade'));
    await userEvent.click(switchFor(canvas, 'Air source heat pump'));
    // An exclusive scenario replaces the whole selection.
    await expect(switchFor(canvas, 'LED lighting upgrade')).not.toBeChecked();
    await expect(switchFor(canvas, 'Air source heat pump')).toBeChecked();
    // A normal scenario removes the exclusive one.
    await userEvent.click(switchFor(canvas, 'Lower heating set point by 1 °C'));
    await expect(switchFor(canvas, 'Air source heat pump')).not.toBeChecked();
    // A scenario removes those it is mutually exclusive with.
    await userEvent.click(switchFor(canvas, 'Optimise heating schedule'));
    await expect(switchFor(canvas, 'Lower heating set point by 1 °C')).not.toBeChecked();
    await expect(switchFor(canvas, 'Optimise heating schedule')).toBeChecked();
  },
};
export const SelectAllBlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await userEvent.hover(canvas.getByRole('button', { name: planMessages.mutuallyExclusive }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      planMessages.mutuallyExclusive,
    );
  },
};
export const SelectAll: Story = {
  args: { scenarios: independentScenarios },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The list is a section with its own heading, for screen readers: the cards' h3 sit under it.
    await expect(canvas.getByRole('region', { name: 'Scenarios' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Scenarios' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    for (const s of independentScenarios) await expect(switchFor(canvas, s.title)).toBeChecked();
  },
};
export const SortByRoi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'ROI');
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    // High to Low by benefit: for ROI the lowest number of years first.
    await expect(titles[0]).toBe('Lower heating set point by 1 °C');
  },
};
export const CardMenu: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'More actions for LED lighting upgrade' }),
    );
    await userEvent.click(
      within(await within(document.body).findByRole('menu')).getByRole('menuitem', {
        name: planMessages.setRoi,
      }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(
      'setRoi',
      expect.objectContaining({ id: 'led' }),
    );
  },
};
const titles = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('heading', { level: 3 }).map((h: HTMLElement) => h.textContent);

export const FilterByMinMax: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Scenario filters' });
    const cost = within(within(panel).getByRole('group', { name: 'Total cost (£)' }));
    await userEvent.type(cost.getByRole('textbox', { name: 'Min' }), '1000');
    await userEvent.type(cost.getByRole('textbox', { name: 'Max' }), '5000');
    // Typing a bound switches the filter on.
    await expect(cost.getByRole('checkbox', { name: 'Total cost (£)' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    // £1,000 to £5,000 a year: the LED upgrade (£4,200) and the set point (£1,300).
    await expect(titles(canvas)).toEqual([
      'LED lighting upgrade',
      'Lower heating set point by 1 °C',
    ]);
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ key: 'totalCost', inUse: true, min: 1000, max: 5000 }]),
    );
    await expect(canvas.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  },
};
export const FilterNotANumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Scenario filters' });
    const energy = within(within(panel).getByRole('group', { name: 'Energy usage (kWh)' }));
    await userEvent.type(energy.getByRole('textbox', { name: 'Max' }), 'lots');
    await userEvent.keyboard('{Enter}');
    await expect(within(panel).getByRole('alert')).toHaveTextContent(planMessages.maxNotNumber);
    // Nothing applied: every scenario is still listed.
    await expect(titles(canvas)).toHaveLength(exampleScenarios.length);
  },
};
export const FilterMatchesNothing: Story = {
  args: {
    filters: [{ key: 'carbon', inUse: true, min: 50_000, max: Infinity }],
  },
  render: (args) => <Stateful scenarios={args.scenarios} filters={args.filters} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No scenarios match the filters.')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { hasError: true, supportEmail: 'support@wattwise.example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      chartMessages.loadError,
    );
  },
};
export const OptimiseModeWithoutMenu: Story = {
  render: (args) => <Stateful scenarios={args.scenarios} />,
};
export const Loading: Story = { args: { isLoading: true }, parameters: { visual: { skip: true } } };
export const StillComputing: Story = { args: { scenarios: [] } };
export const Narrow: Story = {
  args: { scenarios: independentScenarios },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
