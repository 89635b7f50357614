import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  EPC_BAND_RANGES,
  EPC_RATINGS,
  TRAFFIC_LIGHTS,
  TRAFFIC_LIGHT_LABELS,
} from '@wattwise/domain';
import { Badge } from '../components/Badge/Badge';
import { Inline, Stack } from '../components/Stack/Stack';
import { Heading, Text } from '../components/Text/Text';
import { tones } from '../tokens/tokens';
import { vars } from './contract.css';

function Swatch({
  background,
  color,
  label,
}: {
  background: string;
  color: string;
  label: string;
}) {
  return (
    <div
      style={{
        background,
        color,
        padding: '12px 16px',
        borderRadius: 8,
        minWidth: 120,
        fontWeight: 600,
        border: '1px solid rgba(0,0,0,0.1)',
      }}
    >
      {label}
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Swatch,
  args: { background: '', color: '', label: '' },
} satisfies Meta<typeof Swatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  render: () => (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={2}>EPC bands (GOV.UK register)</Heading>
        <Inline>
          {EPC_RATINGS.map((band) => (
            <Swatch
              key={band}
              background={vars.epc[band]}
              color={vars.epcText[band]}
              label={`${band} ${EPC_BAND_RANGES[band]}`}
            />
          ))}
        </Inline>
      </Stack>
      <Stack gap="sm">
        <Heading level={2}>Energy levels</Heading>
        <Inline>
          {TRAFFIC_LIGHTS.map((level) => (
            <Swatch
              key={level}
              background={vars.level[level]}
              color={vars.levelText[level]}
              label={TRAFFIC_LIGHT_LABELS[level]}
            />
          ))}
        </Inline>
      </Stack>
      <Stack gap="sm">
        <Heading level={2}>Tones</Heading>
        <Inline>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </Inline>
        <Text tone="muted" size="sm">
          Colour never carries meaning alone: bands show their letter, levels their name.
        </Text>
      </Stack>
    </Stack>
  ),
};
