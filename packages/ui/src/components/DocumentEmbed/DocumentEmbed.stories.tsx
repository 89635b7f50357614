/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interSemiBold from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import { DocumentEmbed } from './DocumentEmbed';

/**
 * A small HTML document stands in for the PDF (a browser's PDF viewer is not part of the story),
 * set in the product's bundled Inter: a frame does not inherit the page's fonts, and with the
 * browser's default sans-serif it looked like whatever the machine had installed. It is a blob of
 * this page's origin, so it may load the font files and the screenshot can wait for them.
 */
function sampleDocument(): string {
  const font = (file: string, weight: number) =>
    `@font-face{font-family:Inter;font-weight:${weight};src:url(${new URL(file, location.href).href}) format('woff2')}`;
  const html =
    `<!doctype html><html lang="en"><head><style>${font(interRegular, 400)}${font(interSemiBold, 600)}` +
    'body{font-family:Inter;margin:0;padding:16px}h1{font-weight:600}</style></head>' +
    '<body><h1>End user licence agreement</h1><p>Sample document shown in the frame.</p></body></html>';
  return URL.createObjectURL(new Blob([html], { type: 'text/html' }));
}

const meta = {
  title: 'Product/DocumentEmbed',
  component: DocumentEmbed,
  args: {
    title: 'End user licence agreement',
    src: sampleDocument(),
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
