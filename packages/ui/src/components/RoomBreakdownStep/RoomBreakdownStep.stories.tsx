import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  floorLegend,
  floorNeedsSpace,
  registrationMessages,
  roomBreakdownLabels,
  toastTitles,
  validateRoomBreakdown,
  wizardStepTitles,
  type StepChoice,
} from '@wattwise/domain';
import { StepStoryWizard } from '../AddressStep/StepStoryWizard';
import {
  RoomBreakdownStep,
  type FloorSpaces,
  type RoomBreakdownStepProps,
} from './RoomBreakdownStep';

const categories: StepChoice[] = [
  { id: 'OFFICE', label: 'Office' },
  { id: 'SCHOOL', label: 'School' },
];

/** Space types of an office (as GET get-spaces lists them). */
const spaceTypes: StepChoice[] = [
  { id: 'OPEN_PLAN_OFFICE', label: 'Open plan office' },
  { id: 'MEETING_ROOM', label: 'Meeting room' },
  { id: 'KITCHEN', label: 'Kitchen' },
  { id: 'WC', label: 'Toilets' },
];

function Stateful(props: RoomBreakdownStepProps) {
  const [category, setCategory] = useState(props.buildingCategory);
  const [floors, setFloors] = useState<FloorSpaces[]>([...props.floors]);
  return (
    <RoomBreakdownStep
      {...props}
      buildingCategory={category}
      onBuildingCategoryChange={setCategory}
      floors={floors}
      onFloorsChange={setFloors}
    />
  );
}

function InWizard({ onValid }: { onValid: () => void }) {
  const [category, setCategory] = useState<string | null>('OFFICE');
  const [floors, setFloors] = useState<FloorSpaces[]>([{ OPEN_PLAN_OFFICE: 4 }, {}]);
  return (
    <StepStoryWizard
      step={6}
      total={7}
      title={wizardStepTitles['room-breakdown']}
      nextLabel={registrationMessages.finish}
      validate={() => validateRoomBreakdown({ buildingCategory: category, floors })}
      onValid={onValid}
    >
      {(errors) => (
        <RoomBreakdownStep
          buildingCategory={category}
          onBuildingCategoryChange={setCategory}
          categories={categories}
          spaceTypes={spaceTypes}
          spaceTypesStatus="done"
          floors={floors}
          onFloorsChange={setFloors}
          errors={errors}
        />
      )}
    </StepStoryWizard>
  );
}

const meta = {
  title: 'Product/Wizard steps/RoomBreakdownStep',
  component: RoomBreakdownStep,
  args: {
    buildingCategory: 'OFFICE',
    onBuildingCategoryChange: fn(),
    categories,
    spaceTypes,
    spaceTypesStatus: 'done',
    floors: [{ OPEN_PLAN_OFFICE: 3, MEETING_ROOM: 2, KITCHEN: 1, WC: 2 }, { OPEN_PLAN_OFFICE: 4 }],
    onFloorsChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RoomBreakdownStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const NoCategoryYet: Story = {
  args: { buildingCategory: null, spaceTypes: [], spaceTypesStatus: 'idle' },
};

export const SpacesLoading: Story = {
  args: { spaceTypes: [], spaceTypesStatus: 'loading' },
  // Loading dots change every 500 ms: no stable picture; the play function checks the state.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(roomBreakdownLabels.spacesLoading)).toBeVisible();
  },
};

export const SpacesFailed: Story = { args: { spaceTypes: [], spaceTypesStatus: 'error' } };

export const CountsSpaces: Story = {
  play: async ({ canvasElement }) => {
    const floor2 = within(within(canvasElement).getByRole('group', { name: floorLegend(2) }));
    const kitchens = floor2.getByRole('textbox', { name: 'Kitchen' });
    await userEvent.clear(kitchens);
    await userEvent.type(kitchens, '2');
    await userEvent.tab();
    await expect(kitchens).toHaveValue('2');
  },
};

export const ManyFloors: Story = {
  args: {
    floors: Array.from({ length: 6 }, (_, i) => ({ OPEN_PLAN_OFFICE: i + 1, WC: 1 })),
    spaceTypes: [
      ...spaceTypes,
      { id: 'PLANT', label: 'Plant room and mechanical services distribution space' },
    ],
  },
};

export const Demo: Story = { args: { isDisabled: true } };

export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

export const NextBlockedByValidation: Story = {
  render: (args) => <InWizard onValid={args.onFloorsChange as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.finish }));
    const toasts = within(within(document.body).getByRole('region', { name: 'Notifications' }));
    await expect(toasts.getByRole('alert')).toHaveTextContent(toastTitles.validationError);
    await expect(toasts.getByRole('alert')).toHaveTextContent(floorNeedsSpace(2));
    const floor2 = canvas.getByRole('group', { name: floorLegend(2) });
    await expect(floor2).toHaveAccessibleDescription(floorNeedsSpace(2));
    await expect(args.onFloorsChange).not.toHaveBeenCalled();
    const toilets = within(floor2).getByRole('textbox', { name: 'Toilets' });
    await userEvent.clear(toilets);
    await userEvent.type(toilets, '1');
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.finish }));
    await expect(args.onFloorsChange).toHaveBeenCalledOnce();
  },
};
