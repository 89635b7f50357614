import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { planMessages, viewResultsButton } from '@wattwise/domain';
import { ResultsPanel } from './ResultsPanel';

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
