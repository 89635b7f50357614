import { useReducer, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BUILDING_DEFAULTS,
  floorAreaReducer,
  floorAreaValue,
  initialFloorArea,
  registrationMessages,
  registrationValidationMessages,
  simpleFinaliseLabels,
  stepFieldErrors,
  toastTitles,
  validateQuestions,
  wizardStepTitles,
  type StepChoice,
} from '@wattwise/domain';
import { StepStoryWizard } from '../AddressStep/StepStoryWizard';
import {
  SimpleFinaliseStep,
  type SimpleFinaliseStepProps,
  type SimpleFinaliseValues,
} from './SimpleFinaliseStep';

/** Building types as the server lists them (key and label). */
const buildingTypes: StepChoice[] = [
  { id: 'OFFICE', label: 'Office' },
  { id: 'RETAIL', label: 'Retail' },
  { id: 'SCHOOL', label: 'School' },
  { id: 'WAREHOUSE', label: 'Warehouse' },
];

/** A 180 m² outline picked on the map. */
const OUTLINE_M2 = 180;

const defaults: SimpleFinaliseValues = {
  buildingType: 'OFFICE',
  buildingIsWholeMesh: true,
  noFloors: BUILDING_DEFAULTS.noFloors,
  yearOfConstruction: BUILDING_DEFAULTS.yearOfConstruction,
};

function Stateful(props: SimpleFinaliseStepProps) {
  const [values, setValues] = useState<SimpleFinaliseValues>(props.values);
  const [floorArea, dispatch] = useReducer(floorAreaReducer, props.floorArea);
  return (
    <SimpleFinaliseStep
      {...props}
      values={values}
      onChange={setValues}
      floorArea={floorArea}
      onFloorAreaEvent={dispatch}
    />
  );
}

function InWizard({ onValid }: { onValid: () => void }) {
  const [values, setValues] = useState<SimpleFinaliseValues>({
    ...defaults,
    buildingIsWholeMesh: false,
    yearOfConstruction: null,
  });
  const [floorArea, dispatch] = useReducer(floorAreaReducer, initialFloorArea(OUTLINE_M2, 1));
  return (
    <StepStoryWizard
      step={4}
      total={5}
      title={wizardStepTitles['simple-finalise']}
      validate={() =>
        validateQuestions({
          fullFlow: false,
          buildingIsWholeMesh: values.buildingIsWholeMesh,
          floorAreaNotWholeMesh: values.floorAreaNotWholeMesh,
          floorArea: floorAreaValue(floorArea),
          noFloors: values.noFloors,
          yearOfConstruction: values.yearOfConstruction,
          now: new Date(),
        })
      }
      onValid={onValid}
    >
      {(errors) => (
        <SimpleFinaliseStep
          values={values}
          onChange={setValues}
          buildingTypes={buildingTypes}
          floorArea={floorArea}
          onFloorAreaEvent={dispatch}
          errors={errors}
        />
      )}
    </StepStoryWizard>
  );
}

const meta = {
  title: 'Product/Wizard steps/SimpleFinaliseStep',
  component: SimpleFinaliseStep,
  args: {
    values: defaults,
    onChange: fn(),
    buildingTypes,
    floorArea: initialFloorArea(OUTLINE_M2, 1),
    onFloorAreaEvent: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SimpleFinaliseStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WholeBuilding: Story = {};

export const NotWholeBuildingAsksTotal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: registrationMessages.no }));
    await expect(
      canvas.getByRole('textbox', { name: simpleFinaliseLabels.totalFloorArea }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: simpleFinaliseLabels.estimatedFloorArea }),
    ).toBeNull();
  },
};

export const RevertToEstimate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: simpleFinaliseLabels.estimatedFloorArea });
    await userEvent.clear(area);
    await userEvent.type(area, '205');
    await userEvent.tab();
    const floors = canvas.getByRole('textbox', { name: simpleFinaliseLabels.floors });
    await userEvent.clear(floors);
    await userEvent.type(floors, '2');
    await userEvent.tab();
    // Overridden: the estimate no longer follows the floors until reverted.
    await expect(area).toHaveValue('205');
    await userEvent.click(
      canvas.getByRole('button', { name: registrationMessages.revertToEstimate }),
    );
    await expect(area).toHaveValue(String(OUTLINE_M2 * 2));
  },
};

export const BuildingTypesLoading: Story = {
  args: {
    buildingTypes: [],
    buildingTypesLoading: true,
    values: { ...defaults, buildingType: null },
  },
  // Loading dots change every 500 ms: no stable picture; the play function checks the state.
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(simpleFinaliseLabels.buildingTypesLoading),
    ).toBeVisible();
  },
};

export const ErrorsShown: Story = {
  args: {
    values: { ...defaults, buildingIsWholeMesh: false, yearOfConstruction: 2999 },
    errors: stepFieldErrors(
      validateQuestions({
        fullFlow: false,
        buildingIsWholeMesh: false,
        noFloors: 1,
        floorAreaNotWholeMesh: null,
        yearOfConstruction: 2999,
        now: new Date(),
      }),
    ),
  },
};

export const Demo: Story = { args: { isDisabled: true } };

export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } } };

export const NextBlockedByValidation: Story = {
  render: (args) => <InWizard onValid={args.onChange as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    const toasts = within(within(document.body).getByRole('region', { name: 'Notifications' }));
    await expect(toasts.getByRole('alert')).toHaveTextContent(toastTitles.validationError);
    await expect(toasts.getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.totalFloorAreaRequired,
    );
    const total = canvas.getByRole('textbox', { name: simpleFinaliseLabels.totalFloorArea });
    await expect(total).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(total, '420');
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(toasts.getByRole('alert')).toHaveTextContent(
      registrationValidationMessages.yearRequired,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: simpleFinaliseLabels.yearOfConstruction }),
      '1998',
    );
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
