import { useReducer, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BUILDING_DEFAULTS,
  floorAreaReducer,
  floorAreaValue,
  initialFloorArea,
  questionsLabels,
  registrationMessages,
  registrationValidationMessages,
  toastTitles,
  validateQuestions,
  wizardStepTitles,
} from '@wattwise/domain';
import { StepStoryWizard } from '../AddressStep/StepStoryWizard';
import { QuestionsStep, type QuestionsStepProps, type QuestionsValues } from './QuestionsStep';

/** Building defaults of spec shell §9 as the app starts the draft. */
const defaults: QuestionsValues = { ...BUILDING_DEFAULTS };

/** A 240 m² outline picked on the map. */
const OUTLINE_M2 = 240;

function Stateful(props: QuestionsStepProps) {
  const [values, setValues] = useState<QuestionsValues>(props.values);
  const [floorArea, dispatch] = useReducer(floorAreaReducer, props.floorArea);
  return (
    <QuestionsStep
      {...props}
      values={values}
      onChange={setValues}
      floorArea={floorArea}
      onFloorAreaEvent={dispatch}
    />
  );
}

function InWizard({ onValid }: { onValid: () => void }) {
  const [values, setValues] = useState<QuestionsValues>(defaults);
  const [floorArea, dispatch] = useReducer(floorAreaReducer, initialFloorArea(OUTLINE_M2, 1));
  return (
    <StepStoryWizard
      step={5}
      total={7}
      title={wizardStepTitles.questions}
      validate={() =>
        validateQuestions({
          fullFlow: true,
          buildingIsWholeMesh: true,
          floorArea: floorAreaValue(floorArea),
          noFloors: values.noFloors,
          yearOfConstruction: values.yearOfConstruction,
          heatingFuel: values.heatingFuel,
          now: new Date(),
        })
      }
      onValid={onValid}
    >
      {(errors) => (
        <QuestionsStep
          values={values}
          onChange={setValues}
          buildingIsWholeMesh
          floorArea={floorArea}
          onFloorAreaEvent={dispatch}
          errors={errors}
        />
      )}
    </StepStoryWizard>
  );
}

const meta = {
  title: 'Product/Wizard steps/QuestionsStep',
  component: QuestionsStep,
  args: {
    values: defaults,
    onChange: fn(),
    buildingIsWholeMesh: true,
    floorArea: initialFloorArea(OUTLINE_M2, 1),
    onFloorAreaEvent: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuestionsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FloorsRecomputeEstimate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const floors = canvas.getByRole('textbox', { name: questionsLabels.floors });
    await userEvent.clear(floors);
    await userEvent.type(floors, '3');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: questionsLabels.floorArea })).toHaveValue(
      String(OUTLINE_M2 * 3),
    );
  },
};

export const RevertToEstimate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: questionsLabels.floorArea });
    await userEvent.clear(area);
    await userEvent.type(area, '310');
    await userEvent.tab();
    await userEvent.click(
      canvas.getByRole('button', { name: registrationMessages.revertToEstimate }),
    );
    await expect(area).toHaveValue(String(OUTLINE_M2));
    await expect(
      canvas.queryByRole('button', { name: registrationMessages.revertToEstimate }),
    ).toBeNull();
  },
};

export const NotWholeBuilding: Story = {
  args: { buildingIsWholeMesh: false, values: { ...defaults, floorAreaNotWholeMesh: 1250 } },
};

export const Filled: Story = {
  args: {
    values: {
      noFloors: 4,
      yearOfConstruction: 1968,
      heatingFuel: 'NATURAL_GAS',
      coolingSystem: 'NONE',
    },
    floorArea: initialFloorArea(OUTLINE_M2, 4),
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
      registrationValidationMessages.heatingFuelRequired,
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(questionsLabels.heatingFuel) }),
    );
    await userEvent.click(within(document.body).getByRole('option', { name: 'Natural gas' }));
    await userEvent.click(canvas.getByRole('button', { name: registrationMessages.nextStep }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
