import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  deleteSiteFailedToast,
  registrationErrorToast,
  registrationValidationMessages,
  toastTitles,
  validationToast,
} from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Inline } from '../Stack/Stack';
import { ToastRegion, useToasts } from './ToastRegion';

function ToastDemo() {
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <Inline>
        <Button onPress={() => show(deleteSiteFailedToast())}>Delete fails</Button>
        <Button
          variant="secondary"
          onPress={() =>
            show(
              validationToast({
                ok: false,
                title: toastTitles.validationError,
                message: registrationValidationMessages.agreeToTerms,
              }),
            )
          }
        >
          Validation fails
        </Button>
        <Button
          variant="secondary"
          onPress={() => show(registrationErrorToast('support@wattwise.example'))}
        >
          Registration fails
        </Button>
      </Inline>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  args: { toasts: [], onDismiss: () => {} },
  render: () => <ToastDemo />,
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtMostOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete fails' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Registration fails' }));
    const region = within(document.body).getByRole('region', { name: 'Notifications' });
    const shown = within(region).getAllByRole('alert');
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toHaveTextContent(toastTitles.registrationError);
  },
};
export const Destructive: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete fails' }));
    const alert = within(document.body).getByRole('alert');
    await expect(alert).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};
