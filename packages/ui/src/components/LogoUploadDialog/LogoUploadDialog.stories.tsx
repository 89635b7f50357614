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
export const DragCrop: Story = {
  args: { imageUrl: tallImage },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const crop = await within(dialog).findByRole('slider', { name: /Crop area/ });
    await waitFor(() => expect(crop).toHaveAttribute('aria-valuenow', '360'));
    const box = crop.getBoundingClientRect();
    const stage = crop.parentElement!.getBoundingClientRect();
    // The 604 px wide image is shown at the stage's width: one screen pixel is this many image pixels.
    const scale = 604 / stage.width;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Drag 50 screen pixels up, in steps as a hand would.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: crop, coords: { clientX: x, clientY: y } },
      { target: crop, coords: { clientX: x, clientY: y - 20 } },
      { target: crop, coords: { clientX: x, clientY: y - 50 } },
      { keys: '[/MouseLeft]', target: crop, coords: { clientX: x, clientY: y - 50 } },
    ]);
    const expectedY = Math.round(360 - 50 * scale);
    await waitFor(() => expect(crop).toHaveAttribute('aria-valuenow', String(expectedY)));
    // Dragging far past the top edge stops the crop at the image's edge.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: crop, coords: { clientX: x, clientY: y } },
      { target: crop, coords: { clientX: x + 200, clientY: y - 600 } },
      { keys: '[/MouseLeft]', target: crop, coords: { clientX: x + 200, clientY: y - 600 } },
    ]);
    await waitFor(() => expect(crop).toHaveAttribute('aria-valuenow', '0'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await expect(args.onFinish).toHaveBeenCalledWith(
      { url: tallImage },
      expect.objectContaining({ x: 0, y: 0, width: 604 }),
    );
  },
};
export const Mobile: Story = {
  args: { imageUrl: tallImage },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async () => {
    await within(document.body).findByRole('slider', { name: /Crop area/ });
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
/** A text file named logo.png: the dialog says it cannot read it and offers the drop zone again. */
export const NotAnImage: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['not an image'], 'logo.png', { type: 'image/png' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      shellErrorMessages.logoUnreadable,
    );
    await expect(within(dialog).getByRole('button', { name: 'Choose image' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeDisabled();
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};
