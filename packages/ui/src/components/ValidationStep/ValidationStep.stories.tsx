import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registrationValidationMessages } from '@wattwise/domain';
import { ValidationStep } from './ValidationStep';

function Stateful({ showError }: { showError?: boolean }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <ValidationStep
      agreed={agreed}
      onAgreedChange={setAgreed}
      termsHref="https://example.org/terms"
      showError={showError}
    />
  );
}

const meta = {
  title: 'Product/Wizard steps/ValidationStep',
  component: ValidationStep,
  args: { agreed: false, onAgreedChange: () => {}, termsHref: 'https://example.org/terms' },
  render: (args) => <Stateful showError={args.showError} />,
} satisfies Meta<typeof ValidationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NotAgreed: Story = {
  args: { showError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.agreeToTerms,
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };
