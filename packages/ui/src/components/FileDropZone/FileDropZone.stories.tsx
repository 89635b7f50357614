import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationValidationMessages } from '@wattwise/domain';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'Primitives/FileDropZone',
  component: FileDropZone,
  args: { onFile: fn() },
} satisfies Meta<typeof FileDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (el: HTMLElement) => el.querySelector<HTMLInputElement>('input[type="file"]')!;

export const AcceptsPng: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File([new Uint8Array(1024)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input(canvasElement), file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(within(canvasElement).getByText('logo.png')).toBeVisible();
  },
};
export const RejectsLargeFile: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File([new Uint8Array(3 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input(canvasElement), file);
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.imageSize,
    );
  },
};
export const RejectsOtherTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File(['gif'], 'logo.gif', { type: 'image/gif' });
    await userEvent.upload(input(canvasElement), file, { applyAccept: false });
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.imageType,
    );
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
