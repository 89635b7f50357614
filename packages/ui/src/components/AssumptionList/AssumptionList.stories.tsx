import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { assumptionMessages } from '@wattwise/domain';
import { AssumptionList } from './AssumptionList';

const meta = {
  title: 'Product/AssumptionList',
  component: AssumptionList,
  args: {
    assumptions: [
      {
        label: 'Walls',
        text: 'Solid brick, uninsulated',
        likelihood: 0.62,
        source: 'English Housing Survey 2023 (MHCLG), homes of the same age',
        editHref: '/predict/site/building/diagnose?editing=true',
      },
      {
        label: 'Year of construction',
        text: 'Not given: taken as 1965',
        likelihood: null,
        source: 'Shell spec §9 building defaults',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssumptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each assumption with its likelihood and source; a link where a parameter changes it. */
export const Assumed: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: assumptionMessages.title });
    await expect(section).toHaveTextContent('Likely 62 %');
    await expect(within(section).getAllByRole('link')).toHaveLength(1);
  },
};
export const NothingAssumed: Story = {
  args: { assumptions: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(assumptionMessages.none);
  },
};
