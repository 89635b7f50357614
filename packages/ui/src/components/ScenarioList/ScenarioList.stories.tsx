import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { planMessages } from '@wattwise/domain';
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
  args: { scenarios: exampleScenarios, selectedIds: [], onSelectionChange: fn(), onAction: fn() },
  render: (args) => (
    <Stateful scenarios={args.scenarios} onAction={args.onAction} isLoading={args.isLoading} />
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
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    for (const s of independentScenarios) await expect(switchFor(canvas, s.title)).toBeChecked();
  },
};
export const SortByRoi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(
      within(await within(document.body).findByRole('listbox')).getByRole('option', {
        name: 'ROI',
      }),
    );
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
export const OptimiseModeWithoutMenu: Story = {
  render: (args) => <Stateful scenarios={args.scenarios} />,
};
export const Loading: Story = { args: { isLoading: true }, parameters: { visual: { skip: true } } };
export const StillComputing: Story = { args: { scenarios: [] } };
export const Narrow: Story = {
  args: { scenarios: independentScenarios },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
