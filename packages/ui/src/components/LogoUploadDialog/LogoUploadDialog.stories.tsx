import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellErrorMessages } from '@wattwise/domain';
import { LogoUploadDialog } from './LogoUploadDialog';

/** A 604 × 1000 test image (a tall logo), inline so the story needs no network. */
const tallImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="604" height="1000"><rect width="604" height="1000" fill="#0b6e4f"/><text x="302" y="520" font-size="120" text-anchor="middle" fill="#fff">W</text></svg>',
)}`;

const meta = {
  title: 'Product/Dialogs/LogoUploadDialog',
  component: LogoUploadDialog,
  args: { isOpen: true, onOpenChange: fn(), onFinish: fn() },
} satisfies Meta<typeof LogoUploadDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upload: Story = {};
export const CropAndFinish: Story = {
  args: { imageUrl: tallImage },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const crop = await within(dialog).findByRole('slider', { name: /Crop area/ });
    crop.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(crop).toHaveAttribute('aria-valuenow', '340'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await expect(args.onFinish).toHaveBeenCalledWith(
      { url: tallImage },
      expect.objectContaining({ x: 0, y: 340, width: 604 }),
    );
  },
};
export const UploadFailed: Story = {
  args: { hasError: true },
  play: async () => {
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      shellErrorMessages.logoUploadFailed,
    );
  },
};
