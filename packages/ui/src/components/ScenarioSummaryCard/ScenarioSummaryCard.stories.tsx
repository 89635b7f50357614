import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleScenarios } from '../../fixtures/scenarios';
import { Stack } from '../Stack/Stack';
import { ScenarioSummaryCard } from './ScenarioSummaryCard';

const led = exampleScenarios[0]!;

const meta = {
  title: 'Product/ScenarioSummaryCard',
  component: ScenarioSummaryCard,
  args: { title: led.title, description: led.description, indicators: led.indicators },
} satisfies Meta<typeof ScenarioSummaryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description and the indicator badges, each with its value as text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'LED lighting upgrade' });
    const badges = within(card).getByRole('list', { name: 'LED lighting upgrade indicators' });
    await expect(within(badges).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(card).queryByRole('switch')).toBeNull();
  },
};
export const WithoutIndicators: Story = { args: { indicators: [] } };
export const AsListItems: Story = {
  render: () => (
    <Stack as="ul" gap="md" aria-label="Scenarios">
      {exampleScenarios.slice(0, 3).map((scenario) => (
        <ScenarioSummaryCard
          key={scenario.id}
          as="li"
          title={scenario.title}
          description={scenario.description}
          indicators={scenario.indicators}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Scenarios' });
    await expect(within(list).getAllByRole('listitem', { name: /./ })).toHaveLength(3);
  },
};
export const LongTitleMobile: Story = {
  args: {
    title:
      'Replace every fluorescent fitting in the offices, corridors and stairwells with LED panels and presence sensors',
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** Signed figures in the Optimise improvement view: an increase in running cost reads as one. */
export const SignedFigures: Story = {
  args: {
    title: 'Air source heat pump',
    description: 'Replace the gas boiler with an air source heat pump sized to the heat loss.',
    figures: {
      savingGbp: -213,
      savingRange: { low: -296, high: -151 },
      carbonSavingKg: 2_950,
      capitalCostGbp: 12_500,
      paybackYears: null,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Air source heat pump' });
    await expect(card).toHaveTextContent('£210 more per year (£150–£300)');
    await expect(card).toHaveTextContent('Does not pay back');
    await expect(card).not.toHaveTextContent('saved per year (£');
  },
};
