import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { spaceScale, typeScale, type Space, type TextSize } from '../tokens/tokens';
import { vars } from './contract.css';

/** One step of the space scale drawn as a bar of its width. */
function SpaceStep({ step }: { step: Space }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '64px 56px 1fr', alignItems: 'center' }}>
      <Text weight="strong">{step}</Text>
      <Text tone="muted">{spaceScale[step]}</Text>
      <span
        aria-hidden="true"
        style={{ width: vars.space[step], height: 16, background: vars.colour.brand }}
      />
    </div>
  );
}

const meta = {
  title: 'Foundations/Space and type',
  component: SpaceStep,
  args: { step: 'md' },
} satisfies Meta<typeof SpaceStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 4 px space scale every gap and padding comes from. */
export const SpaceScale: Story = {
  render: () => (
    <Stack gap="sm">
      {(Object.keys(spaceScale) as Space[]).map((step) => (
        <SpaceStep key={step} step={step} />
      ))}
    </Stack>
  ),
};

/** The type scale: each size with its line height, in the product's words. */
export const TypeScale: Story = {
  render: () => (
    <Stack gap="md">
      {(Object.keys(typeScale) as TextSize[]).map((size) => (
        <Text key={size} size={size}>
          {size} · {typeScale[size].fontSize}/{typeScale[size].lineHeight} · Improvement Plan for
          Bloomsbury House
        </Text>
      ))}
    </Stack>
  ),
};
