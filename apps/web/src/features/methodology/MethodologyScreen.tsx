import {
  ASHRAE_MONTHLY_LIMITS,
  MODEL_ACCURACY,
  dateFormatter,
  shellMessages,
} from '@wattwise/domain';
import { Heading, Link, Page, Stack, Text } from '@wattwise/ui';

const measuredDate = dateFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** How WattWise models a building; linked from the AI badge (spec shell §1). */
export default function MethodologyScreen() {
  const a = MODEL_ACCURACY;
  return (
    <Page title="How we model your building">
      <title>How we model your building · WattWise</title>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={2}>From a few facts to an energy estimate</Heading>
          <Text>
            WattWise Predict starts from what you tell us about a building: where it is, what it is
            used for, its size, age, heating fuel and, when you have them, its energy bills or its
            Energy Performance Certificate. Where a fact is missing we use typical values for UK
            buildings of the same type and age.
          </Text>
          <Text>
            Our energy model then balances the heat the building gains and loses month by month,
            using the local climate, to estimate how much gas and electricity it uses, what that
            costs and the carbon it emits. The same figures give the EPC rating we show and the
            savings of each improvement we suggest.
          </Text>
        </Stack>
        <Stack gap="sm">
          <Heading level={2}>Learning from your meter</Heading>
          <Text>
            When a smart meter is connected, the model is calibrated against the readings: it learns
            how the building responds to outdoor temperature and to the days it is in use, and the
            Validate screen compares what it predicted with what the meter recorded.
          </Text>
        </Stack>
        <Stack gap="sm">
          <Heading level={2}>How accurate it is</Heading>
          <Text>
            {`Measured when this version of the model was built (${measuredDate(new Date(a.measuredOn))}) on ${a.meters} meters of ${a.buildings} metered UK buildings, in ${a.splits} test periods: the model was fitted on twelve months of readings and asked to predict the following months. Its monthly predictions were off by ${a.monthlyCvRmsePercent}% (median CV(RMSE)), with a bias of ${a.monthlyAbsNmbePercent}% (median absolute NMBE); a plain CalTRACK change-point model on the same days was off by ${a.referenceMonthlyCvRmsePercent}%, and ours did better in ${a.splitsBelowReference} of the ${a.splits} periods. Day by day the error is larger, ${a.dailyCvRmsePercent}%, because single days vary more than months.`}
          </Text>
          <Text>
            {`ASHRAE Guideline 14 accepts a calibrated model when its monthly CV(RMSE) is at most ${ASHRAE_MONTHLY_LIMITS.cvRmsePercent}% and its NMBE within ±${ASHRAE_MONTHLY_LIMITS.nmbePercent}%.`}
          </Text>
          <Text tone="muted" size="sm">
            {`Figures from the engine's accuracy script: ${a.command}.`}
          </Text>
        </Stack>
        <Stack gap="sm">
          <Heading level={2}>AI-generated content</Heading>
          <Text>
            Explanations and implementation steps are written by AI from the same computed results.
            They are a starting point for a conversation with an energy professional, not a survey
            of your building.
          </Text>
        </Stack>
        <Link href="/">{shellMessages.goHome}</Link>
      </Stack>
    </Page>
  );
}
