import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellMessages } from '@wattwise/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleTree } from '../../fixtures/tree';
import { AppShell, type AppShellProps } from './AppShell';

const props: AppShellProps = {
  product: 'PREDICT',
  recent: [{ id: 's1', name: 'Bloomsbury House' }],
  currentSiteId: 's1',
  onSwitchSite: () => undefined,
  onViewAll: () => undefined,
  currentNav: 'diagnose',
  onNavigate: () => undefined,
  tree: exampleTree,
  onSelectNode: () => undefined,
  header: null,
  children: <p>Content</p>,
};

/** A screen `width` px wide, as matchMedia answers the shell's min-width queries; `resize` changes it. */
function screenWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return current >= min;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar', hidden: true });
const sections = () =>
  within(sidebar()).queryByRole('navigation', { name: 'Sections', hidden: true });

afterEach(() => vi.unstubAllGlobals());

describe('AppShell with a deferred sidebar (a page rendered for a phone)', () => {
  it('leaves the sidebar out of the markup rendered on the server', () => {
    const html = renderToString(<AppShell {...props} deferSidebar />);
    expect(html).toContain('aria-label="Sidebar"');
    expect(html).not.toContain('Sections');
    expect(renderToString(<AppShell {...props} />)).toContain('Sections');
  });

  it('does not render the sidebar on a phone, and the menu still opens it in the drawer', async () => {
    screenWidth(412);
    render(<AppShell {...props} deferSidebar />);
    expect(sections()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: shellMessages.openMenu }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getByRole('button', { name: shellMessages.navDiagnose })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('renders the sidebar at once on a screen wide enough for it (900 px or more)', () => {
    screenWidth(1024);
    render(<AppShell {...props} deferSidebar />);
    expect(sections()).not.toBeNull();
  });

  it('adds the sidebar when the phone turns to a wider screen', async () => {
    const phone = screenWidth(412);
    render(<AppShell {...props} deferSidebar />);
    expect(sections()).toBeNull();

    await act(async () => phone.resize(915));
    expect(sections()).not.toBeNull();
  });
});
