import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentEmbed } from './DocumentEmbed';

/** A small HTML document stands in for the PDF: a browser's PDF viewer is not part of the story. */
const sampleDocument =
  'data:text/html;charset=utf-8,' +
  encodeURIComponent(
    '<body style="font-family:sans-serif;padding:16px"><h1>End user licence agreement</h1><p>Sample document shown in the frame.</p></body>',
  );

const meta = {
  title: 'Product/DocumentEmbed',
  component: DocumentEmbed,
  args: {
    title: 'End user licence agreement',
    src: sampleDocument,
    openLabel: 'Open the licence agreement (PDF)',
  },
} satisfies Meta<typeof DocumentEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle(args.title)).toBeVisible();
    const open = canvas.getByRole('link', { name: args.openLabel });
    await expect(open).toHaveAttribute('href', args.src);
    await expect(open).toHaveAttribute('target', '_blank');
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
