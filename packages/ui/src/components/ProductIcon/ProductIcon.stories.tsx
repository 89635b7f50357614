import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRODUCT_NAMES } from '@wattwise/domain';
import { Inline, Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ProductIcon } from './ProductIcon';

const meta = {
  title: 'Product/ProductIcon',
  component: ProductIcon,
  args: { product: 'PREDICT', size: 96, title: PRODUCT_NAMES.PREDICT },
} satisfies Meta<typeof ProductIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Predict: a building and a dashed, modelled estimate. */
export const Predict: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Predict' })).toBeVisible();
  },
};

/** Optimise: a building and a gauge of its metered energy. */
export const Optimise: Story = {
  args: { product: 'OPTIMISE', title: PRODUCT_NAMES.OPTIMISE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Optimise' })).toBeVisible();
  },
};

/** Both products at the sizes the product uses; beside its name the icon is decorative. */
export const Sizes: Story = {
  render: () => (
    <Stack gap="lg">
      {(['PREDICT', 'OPTIMISE', 'SIMPLE_PREDICT'] as const).map((product) => (
        <Inline key={product} gap="md">
          {[24, 48, 72, 96].map((size) => (
            <ProductIcon key={size} product={product} size={size} />
          ))}
          <Text>{PRODUCT_NAMES[product]}</Text>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Decorative beside the product's name: nothing extra for screen readers to read.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('svg[data-product]')).toHaveLength(12);
  },
};
