import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { foundQuality } from '../DataQualityReport/qualityExample';
import { MeterUploadDialog } from './MeterUploadDialog';

const meta = {
  title: 'Product/Dialogs/MeterUploadDialog',
  component: MeterUploadDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    targets: [
      {
        id: 'meter-1',
        label: 'Gower Street Offices: electricity (1200012345679)',
        fuel: 'ELECTRICITY',
      },
      { id: 'new:GAS', label: 'Gower Street Offices: gas (no meter yet)', fuel: 'GAS' },
    ],
    targetId: 'meter-1',
    onTargetChange: fn(),
    gasUnit: 'kWh',
    onGasUnitChange: fn(),
    calorificValue: 39.5,
    onCalorificValueChange: fn(),
    state: { step: 'choose' },
    onFile: fn(),
    choices: {},
    onChoiceChange: fn(),
    onStore: fn(),
    onChooseAgain: fn(),
  },
} satisfies Meta<typeof MeterUploadDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose the meter and the file; a file that is not a CSV is refused in words. */
export const ChooseFile: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a CSV file of readings (.csv).',
    );
    await expect(args.onFile).not.toHaveBeenCalled();
    const csv = new File(['start,value\n'], 'readings.csv', { type: 'text/csv' });
    await userEvent.upload(input, csv);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith(csv));
  },
};

/** A gas meter asks for the file's unit and the bill's calorific value. */
export const GasMeter: Story = {
  args: { targetId: 'new:GAS' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('textbox', { name: /Calorific value/ })).toHaveValue(
      '39.5',
    );
  },
};

/** A large file going up: how much is sent. */
export const Sending: Story = {
  args: { state: { step: 'checking', sent: 18_874_368 / 3, size: 18_874_368 / 2 } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Sending the file' }),
    ).toHaveAttribute('aria-valuetext', '6.0 MB of 9.0 MB');
  },
};

/** The report before anything is stored; Store readings sends the answers. */
export const Report: Story = {
  args: { state: { step: 'report', quality: foundQuality } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Nothing is stored yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Store readings' }));
    await expect(args.onStore).toHaveBeenCalled();
  },
};

/** Stored: how many readings, and what happens next. */
export const Stored: Story = {
  args: { state: { step: 'stored', stored: 2_016, first: null, last: null } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      '2,016 readings stored on Gower Street Offices: electricity (1200012345679).',
    );
  },
};
