import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { planMessages, viewResultsButton } from '@wattwise/domain';
import { ResultsPanel } from './ResultsPanel';

/** A sample reason (the product shows the engine's explanation: energy-model diagnoseView/epcChange.ts). */
const reason =
  'The EPC rating follows the modelled cost of running the building, not the energy it uses: a measure that saves energy but uses a dearer fuel can leave the band where it is.';

const results = {
  totalSavings: { value: 15300, currencyCode: 'GBP', percentage: 31.7 },
  currentEpcRating: 'D' as const,
  potentialEpcRating: 'B' as const,
  kpis: [
    { text: 'Energy saved', value: 80.4, unit: 'MWh' },
    { text: 'Carbon saved', value: 14.6, unit: 't' },
  ],
};

const meta = {
  title: 'Product/ResultsPanel',
  component: ResultsPanel,
  args: { selectedCount: 2, results },
} satisfies Meta<typeof ResultsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('complementary', { name: planMessages.results });
    await expect(panel).toHaveTextContent('£15,300');
    await expect(panel).toHaveTextContent('EPC D to B');
  },
};
export const NoneSelected: Story = { args: { selectedCount: 0, results: null } };
export const Loading: Story = { args: { isLoading: true }, parameters: { visual: { skip: true } } };
export const Error: Story = { args: { errorMessage: 'Request failed with status code 500' } };
export const MobileBottomSheet: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: viewResultsButton(2) }),
    );
    const sheet = await within(document.body).findByRole('dialog', { name: planMessages.results });
    await expect(sheet).toHaveTextContent(planMessages.totalPotentialSavings);
  },
};

/** The total with its range, and the EPC band change with the scores before and after. */
export const WithRangeAndScores: Story = {
  args: {
    results: {
      ...results,
      totalSavings: { ...results.totalSavings, range: { low: 12_400, high: 18_100 } },
      currentEpcScore: 58,
      potentialEpcScore: 83,
    },
  },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('region', {
      name: planMessages.totalPotentialSavings,
    });
    await expect(total).toHaveTextContent('£15,000');
    await expect(total).toHaveTextContent('(£12,000–£18,000)');
    await expect(total).toHaveTextContent('EPC D 58 to B 83');
  },
};

/**
 * The selected scenarios cost more to run than today (a heat pump on cheap gas): the total says
 * so ('£213 more per year'), and the unchanged band comes with its reason.
 */
export const IncreaseWithReason: Story = {
  args: {
    results: {
      totalSavings: { value: -213, currencyCode: 'GBP', percentage: -7.9 },
      currentEpcRating: 'D',
      potentialEpcRating: 'D',
      currentEpcScore: 58,
      potentialEpcScore: 61,
      epcReason: reason,
      kpis: [
        {
          text: 'Energy use',
          value: 11_200,
          unit: 'kWh',
          saving: { value: 15_420, unit: 'kWh' },
        },
        {
          text: 'Energy cost',
          value: 2_905,
          isCurrency: true,
          saving: { value: -213, unit: 'GBP', isCurrency: true },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('region', {
      name: planMessages.totalPotentialSavings,
    });
    await expect(total).toHaveTextContent('£213more per year7.90% more');
    await expect(total).not.toHaveTextContent('-£213');
    await expect(total).toHaveTextContent('EPC D 58 to D 61');
    await expect(total).toHaveTextContent(reason);
    const cost = within(canvasElement).getByRole('article', { name: 'Energy cost' });
    await expect(cost).toHaveTextContent('£213 more per year');
  },
};

/** A range calibrated on meter readings, as words, in the phone's bottom sheet. */
export const CalibratedRangeMobile: Story = {
  args: {
    results: {
      ...results,
      totalSavings: { ...results.totalSavings, range: { low: 14_900, high: 15_800 } },
      rangeBasis: 'meter',
    },
    rangeDisplay: 'words',
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: viewResultsButton(2) }),
    );
    const sheet = await within(document.body).findByRole('dialog', { name: planMessages.results });
    await expect(sheet).toHaveTextContent(
      "Likely between £14,900 and £15,800. Narrow because the model is calibrated on this building's meter readings.",
    );
  },
};
