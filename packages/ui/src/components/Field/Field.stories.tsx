import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input, TextField } from 'react-aria-components';
import { planMessages } from '@wattwise/domain';
import { FieldFooter, FieldLabel } from './FieldParts';
import * as css from './field.css';

interface FieldDemoProps {
  label: string;
  optionalText?: string;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  value?: string;
}

/** The parts every form field is built from: label (with optional marker), input, footer. */
function FieldDemo({ label, optionalText, description, errorMessage, ...props }: FieldDemoProps) {
  return (
    <TextField className={css.field} defaultValue={props.value} {...props}>
      <FieldLabel optionalText={optionalText}>{label}</FieldLabel>
      <Input className={css.input} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </TextField>
  );
}

const meta = {
  title: 'Primitives/Field',
  component: FieldLabel,
  args: { children: 'Building name' },
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      <FieldDemo label="Building name" description="As it appears on your energy bills." />
      <FieldDemo label="Unit" optionalText={planMessages.optional} />
      <FieldDemo
        label="Post code"
        value="WC1"
        isInvalid
        errorMessage="Enter a full post code, for example WC1H 9NE."
      />
      <FieldDemo label="Country" value="United Kingdom" isDisabled />
    </div>
  ),
} satisfies Meta<typeof FieldLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The optional marker belongs to the label screen readers hear.
    await expect(
      canvas.getByRole('textbox', { name: /^Unit\s*\(optional\)$/ }),
    ).toBeInTheDocument();
    // The error shows under the field and describes it.
    const postCode = canvas.getByRole('textbox', { name: 'Post code' });
    await expect(postCode).toHaveAccessibleDescription(
      'Enter a full post code, for example WC1H 9NE.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toBeDisabled();
    const name = canvas.getByRole('textbox', { name: 'Building name' });
    await expect(name).toHaveAccessibleDescription('As it appears on your energy bills.');
    await userEvent.type(name, 'Bloomsbury House');
    await expect(name).toHaveValue('Bloomsbury House');
  },
};

export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
