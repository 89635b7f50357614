import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { Inline, Stack } from './Stack';

const Box = ({ children }: { children: ReactNode }) => (
  <Card>
    <Text>{children}</Text>
  </Card>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { children: null },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gaps from the space scale, vertical by default. */
export const Gaps: Story = {
  render: () => (
    <Inline gap="xl" align="flex-start">
      {(['xs', 'md', 'xl'] as const).map((gap) => (
        <Stack key={gap} gap={gap}>
          <Text weight="strong">gap {gap}</Text>
          <Box>Diagnose</Box>
          <Box>Improvement Plan</Box>
          <Box>Validate</Box>
        </Stack>
      ))}
    </Inline>
  ),
};

/** Inline wraps its items onto the next line when the row is full. */
export const InlineWraps: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Inline>
        {['OFFICE', 'LIBRARY', 'LEISURE', 'SCHOOL', 'WAREHOUSE', 'RETAIL'].map((type) => (
          <Badge key={type}>{type}</Badge>
        ))}
      </Inline>
    </div>
  ),
};

/** Rows on wide screens, a column on phones (responsive direction from the sprinkles). */
export const Responsive: Story = {
  render: () => (
    <Stack direction={{ mobile: 'column', tablet: 'row' }} gap="md">
      <Box>Building</Box>
      <Box>Energy usage</Box>
      <Box>Carbon</Box>
    </Stack>
  ),
};
export const ResponsiveMobile: Story = {
  ...Responsive,
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** As a list (as="ul"): list semantics for assistive technology, without bullets or indent. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap="sm" aria-label="Areas for improvement">
      {['Heating out of hours', 'Lighting in empty rooms', 'Base load overnight'].map((area) => (
        <Card key={area} as="li">
          <Text>{area}</Text>
        </Card>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Areas for improvement' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};
