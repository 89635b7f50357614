import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  diagnoseMessages,
  homeMessages,
  planMessages,
  registrationLoadingMessages,
} from '@wattwise/domain';
import { RotatingMessages } from '../RotatingMessages/RotatingMessages';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Product/PageLoading',
  component: PageLoading,
  args: { label: planMessages.loadingData },
  // The story frame's padding would push a whole-screen loading page off centre.
  decorators: [
    (Story) => (
      <div style={{ margin: -16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page before the app's layout exists: centred in the screen, labelled, announced. */
export const Screen: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(planMessages.loadingData);
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // Centred: the label's middle is the screen's middle, give or take a pixel.
    const box = within(status).getByText(planMessages.loadingData).getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(box.top).toBeGreaterThan(window.innerHeight / 3);
  },
};

/** Inside a page: it fills the content area, not the screen. */
export const InContentArea: Story = {
  args: { label: homeMessages.loading, fill: 'area' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.getBoundingClientRect().height).toBeLessThan(window.innerHeight);
  },
};

/** While a building is modelled, the messages turn under the label (every 5 s). */
export const WithRotatingMessages: Story = {
  args: {
    label: diagnoseMessages.simpleLoading,
    detail: <RotatingMessages messages={registrationLoadingMessages} />,
  },
};

/** On a phone a long label wraps in the middle of the screen. */
export const LongLabelMobile: Story = {
  args: { label: `${homeMessages.loading} ${planMessages.loadingData}` },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(/please wait/);
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
