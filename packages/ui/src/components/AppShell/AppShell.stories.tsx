import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeMessages, shellMessages } from '@wattwise/domain';
import { exampleTree } from '../../fixtures/tree';
import { Button } from '../Button/Button';
import { Header } from '../Header/Header';
import { Heading } from '../Text/Text';
import { AppShell } from './AppShell';

const meta = {
  title: 'Product/AppShell',
  component: AppShell,
  parameters: { viewport: { defaultViewport: 'desktop' } },
  args: {
    product: 'PREDICT',
    recent: [
      { id: 's1', name: 'Bloomsbury House' },
      { id: 's2', name: 'Camden Library' },
    ],
    currentSiteId: 's1',
    onSwitchSite: fn(),
    onViewAll: fn(),
    currentNav: 'diagnose',
    onNavigate: fn(),
    tree: exampleTree,
    onSelectNode: fn(),
    header: (
      <Header
        productName="WattWise"
        accountMenu={[{ id: 'a', actions: [{ id: 'logout', label: shellMessages.logout }] }]}
        onAccountAction={() => {}}
      />
    ),
    children: <Heading level={1}>Diagnose</Heading>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PredictDesktop: Story = {
  play: async ({ args, canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('complementary', { name: 'Sidebar' });
    await expect(
      within(sidebar).getByRole('button', { name: shellMessages.navDiagnose }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(sidebar).getByRole('button', { name: shellMessages.navValidate }));
    await expect(args.onNavigate).toHaveBeenCalledWith('validate');
  },
};
export const OptimiseDesktop: Story = { args: { product: 'OPTIMISE', currentNav: 'overview' } };
export const Demo: Story = {
  args: { demoAction: <Button>{homeMessages.bookConsultation}</Button> },
};
export const Narrow: Story = { parameters: { viewport: { defaultViewport: 'narrow' } } };
export const MobileSlideInMenu: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(
      within(menu).getByRole('button', { name: shellMessages.navImprovementPlan }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('improvementPlan');
  },
};

/**
 * A page rendered for a phone leaves the sidebar out of its first render (`deferSidebar`); on a
 * screen 500 px wide or more the shell adds it before its first paint.
 */
export const DeferredSidebarOnAWideScreen: Story = {
  args: { deferSidebar: true },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('complementary', { name: 'Sidebar' });
    await expect(within(sidebar).getByRole('navigation', { name: 'Sections' })).toBeVisible();
  },
};

/** An aside (the Optimise side viewer, analysis §2.10) beside the content from 1210 px. */
export const OptimiseWithAside: Story = {
  args: {
    product: 'OPTIMISE',
    currentNav: 'overview',
    aside: <Heading level={2}>Site viewer</Heading>,
    asideLabel: 'Site viewer',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Site viewer' });
    const main = canvas.getByRole('main');
    await expect(aside).toBeVisible();
    // side by side: the aside starts to the right of the content, level with it
    await expect(aside.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().right - 1,
    );
  },
};

/** Below 1210 px the aside sits under the content. */
export const OptimiseWithAsideNarrow: Story = {
  args: OptimiseWithAside.args,
  parameters: { viewport: { defaultViewport: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Site viewer' });
    await expect(aside.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByRole('main').getBoundingClientRect().bottom - 1,
    );
  },
};
