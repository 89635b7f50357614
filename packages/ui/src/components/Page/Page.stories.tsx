import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { CardGrid, Page } from './Page';

const cards = ['Camden Works', 'Leeds Depot', 'Bristol Office'].map((name) => (
  <li key={name}>
    <Card>{name}</Card>
  </li>
));

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: {
    title: 'Your sites',
    titleActions: <Button>New Site</Button>,
    children: <CardGrid aria-label="Your sites">{cards}</CardGrid>,
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
export const List: Story = {
  args: {
    children: (
      <CardGrid aria-label="Your sites" layout="list">
        {cards}
      </CardGrid>
    ),
  },
};
