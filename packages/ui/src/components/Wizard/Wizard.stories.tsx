import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  planMessages,
  shellMessages,
  registrationMessages,
  registrationValidationMessages,
  stepCounter,
  toastTitles,
  validateAddressStep,
  validationToast,
  type AddressFields,
} from '@wattwise/domain';
import { AddressStep } from '../AddressStep/AddressStep';
import { ToastRegion, useToasts } from '../Toast/ToastRegion';
import { Wizard } from './Wizard';

/** The address step inside the wizard; Next runs the domain's validation and toasts the failure. */
function AddressWizard({ onValid }: { onValid: () => void }) {
  const [address, setAddress] = useState<AddressFields>({});
  const [error, setError] = useState<{ field?: string; message?: string }>({});
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <Wizard
        stepText={stepCounter(1, 5)}
        title="Where is your building?"
        onBack={() => {}}
        nextLabel={registrationMessages.nextStep}
        onNext={() => {
          const result = validateAddressStep({
            isWide: false,
            hasSelectedBuilding: false,
            address,
          });
          if (result.ok) {
            setError({});
            onValid();
          } else {
            setError({ field: result.field, message: result.message });
            show(validationToast(result));
          }
        }}
      >
        <AddressStep
          address={address}
          onChange={setAddress}
          errorField={error.field}
          errorMessage={error.message}
          optionalText={planMessages.optional}
        />
      </Wizard>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

const meta = {
  title: 'Product/Wizard',
  component: Wizard,
  args: {
    stepText: stepCounter(3, 7),
    title: 'Energy costs',
    onBack: fn(),
    nextLabel: registrationMessages.nextStep,
    onNext: fn(),
    children: <p>Step body</p>,
  },
} satisfies Meta<typeof Wizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NextBlockedByValidation: Story = {
  render: (args) => <AddressWizard onValid={args.onNext} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    const toast = within(document.body).getByRole('alert');
    await expect(toast).toHaveTextContent(toastTitles.validationError);
    await expect(toast).toHaveTextContent(registrationValidationMessages.enterAddress);
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street' }), '10 Gower Street');
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(canvas.getByRole('textbox', { name: 'Building name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Building name' }), 'Gower House');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Town or city' }), 'London');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Post code' }), 'WC1E 6HJ');
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};
export const ConnectingSmartMeter: Story = {
  args: { onCancelSmartMeter: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: `${registrationMessages.connectingSmartMeterChip}, cancel`,
      }),
    );
    await expect(args.onCancelSmartMeter).toHaveBeenCalledOnce();
  },
};
export const FinishStep: Story = {
  args: {
    stepText: stepCounter(7, 7),
    nextLabel: registrationMessages.finish,
    title: 'Room breakdown',
  },
};
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  render: (args) => <AddressWizard onValid={args.onNext} />,
};

/** Invented partner logos, inline so the story needs no network. */
const logo = (name: string, colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="${colour}"/></svg>`,
  )}`;
export const DemoWithPartners: Story = {
  args: {
    partnerLogos: [
      { name: 'Camden Council', src: logo('Camden Council', '#1d70b8') },
      { name: 'Bloomsbury Estates', src: logo('Bloomsbury Estates', '#0b6e4f') },
      { name: 'Gower Energy', src: logo('Gower Energy', '#6f3c97') },
    ],
  },
  play: async ({ canvasElement }) => {
    const partners = within(canvasElement).getByRole('complementary', {
      name: shellMessages.trustedBy,
    });
    await expect(within(partners).getAllByRole('img')).toHaveLength(3);
  },
};
