import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  addressStepLabels,
  registrationValidationMessages,
  validateAddressStep,
  type AddressFields,
} from '@wattwise/domain';
import { AddressStep, type AddressStepProps } from './AddressStep';

const filled: AddressFields = {
  buildingName: 'Gower House',
  unit: 'Unit 4',
  street: '10 Gower Street',
  town: 'London',
  postCode: 'WC1E 6HJ',
  country: 'United Kingdom',
};

/** The domain's verdict on an address without the site's name. */
const missingName = validateAddressStep({
  isWide: false,
  hasSelectedBuilding: false,
  address: { ...filled, buildingName: '' },
});

function Stateful(props: AddressStepProps) {
  const [address, setAddress] = useState<AddressFields>(props.address);
  return <AddressStep {...props} address={address} onChange={setAddress} />;
}

const meta = {
  title: 'Product/Wizard steps/AddressStep',
  component: AddressStep,
  args: { address: {}, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AddressStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const street = canvas.getByRole('textbox', { name: addressStepLabels.street });
    await userEvent.type(street, '10 Gower Street');
    await expect(street).toHaveValue('10 Gower Street');
  },
};

export const Filled: Story = { args: { address: filled } };

export const SiteNameMissing: Story = {
  args: {
    address: { ...filled, buildingName: '' },
    errorField: missingName.ok ? undefined : missingName.field,
    errorMessage: missingName.ok ? undefined : missingName.message,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: addressStepLabels.buildingName }),
    ).toHaveAccessibleDescription(registrationValidationMessages.siteNameRequired);
  },
};

export const LongText: Story = {
  args: {
    address: {
      ...filled,
      buildingName:
        'The Old Sorting Office Business Centre and Community Energy Hub (East Wing, Phase Two)',
      town: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    },
  },
};

export const Mobile: Story = {
  args: { address: filled },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
