import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Heading, Text } from './Text';

const meta = {
  title: 'Foundations/Typography',
  component: Text,
  args: { children: 'Text' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Heading 1 — Your sites</Heading>
      <Heading level={2}>Heading 2 — Improvement Plan</Heading>
      <Heading level={3}>Heading 3 — Results</Heading>
      <Heading level={4}>Heading 4 — Total potential savings</Heading>
      <Text size="lg">Large body text</Text>
      <Text>Body text at 16 px in Inter.</Text>
      <Text size="sm" tone="muted">
        Small muted text for descriptions.
      </Text>
      <Text size="xs">Extra small text for badges and captions.</Text>
      <Text tone="critical">Critical text for errors.</Text>
      <Text tone="positive">Positive text for savings.</Text>
    </Stack>
  ),
};
export const Truncated: Story = {
  render: () => (
    <div style={{ width: 200 }}>
      <Text truncate>A very long building name that does not fit in the card</Text>
    </div>
  ),
};
