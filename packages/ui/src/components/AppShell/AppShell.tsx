import { startTransition, useLayoutEffect, useState, type ReactNode, type Ref } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { shellMessages } from '@wattwise/domain';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import { SpatialTree, type SpatialNode } from '../SpatialTree/SpatialTree';
import { media } from '../../tokens/breakpoints';
import * as css from './AppShell.css';

export type ShellProduct = 'PREDICT' | 'OPTIMISE';
export type NavKey = 'overview' | 'diagnose' | 'scenarios' | 'improvementPlan' | 'validate';

/** Navigation of each product's sidebar (spec shell §2 "Shell and sidebars"). */
export const shellNav: Record<ShellProduct, readonly { key: NavKey; label: string }[]> = {
  PREDICT: [
    { key: 'diagnose', label: shellMessages.navDiagnose },
    { key: 'improvementPlan', label: shellMessages.navImprovementPlan },
    { key: 'validate', label: shellMessages.navValidate },
  ],
  OPTIMISE: [
    { key: 'overview', label: shellMessages.navOverview },
    { key: 'diagnose', label: shellMessages.navDiagnose },
    { key: 'scenarios', label: shellMessages.navScenarios },
    { key: 'improvementPlan', label: shellMessages.navImprovementPlan },
  ],
};

export interface AppShellProps {
  product: ShellProduct;
  /** Recent sites (Predict) or buildings (Optimise) for the switcher. */
  recent: readonly { id: string; name: string }[];
  currentSiteId: string;
  onSwitchSite: (id: string) => void;
  onViewAll: () => void;
  currentNav: NavKey;
  onNavigate: (key: NavKey) => void;
  tree: readonly SpatialNode[];
  selectedPath?: string | null;
  onSelectNode: (path: string) => void;
  /** The Header, rendered above the content. */
  header: ReactNode;
  /** Demo users see this (e.g. 'Book a consultation') in place of the site switcher. */
  demoAction?: ReactNode;
  /**
   * Shown beside the content from 1210 px and below it on narrower screens (e.g. the Optimise
   * side viewer, analysis §2.10); omitted, the content takes the full width.
   */
  aside?: ReactNode;
  /** Accessible name of the aside landmark. */
  asideLabel?: string;
  /**
   * Leaves the sidebar out of the first render (the server's, and the browser's take-over of it)
   * and adds it once the shell is mounted on a screen 500 px wide or more, or when the screen
   * grows to that width. For a page rendered for a phone, whose sidebar is hidden below 500 px:
   * its site switcher and tree are then neither rendered nor hydrated there. The menu's drawer
   * has them whenever it opens.
   */
  deferSidebar?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Whether the sidebar is rendered: from the first render unless `deferred`; else from the time
 * the screen is 500 px wide or more (media.tablet), and from then on. A layout effect, so a wide
 * screen never paints the shell without its sidebar.
 */
function useSidebarShown(deferred: boolean): boolean {
  const [shown, setShown] = useState(!deferred);
  useLayoutEffect(() => {
    if (shown || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(media.tablet);
    // Before the first paint on a wide screen; after a rotation, in a transition.
    if (wide.matches) {
      setShown(true);
      return;
    }
    const grown = () => {
      if (wide.matches) startTransition(() => setShown(true));
    };
    wide.addEventListener('change', grown);
    return () => wide.removeEventListener('change', grown);
  }, [shown]);
  return shown;
}

function Sidebar(props: AppShellProps) {
  const isPredict = props.product === 'PREDICT';
  const viewAll = isPredict ? shellMessages.viewAllSites : shellMessages.viewAllBuildings;
  return (
    <div className={css.sidebarBody}>
      {props.demoAction ?? (
        <Select
          label={isPredict ? shellMessages.recentSites : shellMessages.recentBuildings}
          options={[
            ...props.recent.map((s) => ({ id: s.id, label: s.name })),
            { id: '__all', label: viewAll },
          ]}
          selectedKey={props.currentSiteId}
          onSelectionChange={(key) =>
            key === '__all' ? props.onViewAll() : props.onSwitchSite(String(key))
          }
        />
      )}
      <nav aria-label="Sections">
        <ul className={css.nav}>
          {shellNav[props.product].map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={css.navItem}
                aria-current={item.key === props.currentNav ? 'page' : undefined}
                onClick={() => props.onNavigate(item.key)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <SpatialTree
        nodes={props.tree}
        selectedPath={props.selectedPath}
        onSelect={props.onSelectNode}
      />
    </div>
  );
}

/**
 * The Predict and Optimise shell (spec shell §2, §9): a sidebar (site switcher, nav, spatial
 * tree) of 272 px from 1210 px, narrower below 1210 px, and below 500 px a top bar with a
 * slide-in menu.
 */
export function AppShell({ ref, ...props }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarShown = useSidebarShown(props.deferSidebar ?? false);
  return (
    <div ref={ref} className={css.shell}>
      <aside className={css.sidebar} aria-label="Sidebar">
        {sidebarShown ? <Sidebar {...props} /> : null}
      </aside>
      <div className={css.main}>
        <div className={css.topBar}>
          <IconButton
            icon="menu"
            aria-label={shellMessages.openMenu}
            onPress={() => setMenuOpen(true)}
          />
        </div>
        {props.header}
        <div className={css.body}>
          <main className={css.content}>{props.children}</main>
          {props.aside ? (
            <aside className={css.aside} aria-label={props.asideLabel ?? 'Viewer'}>
              {props.aside}
            </aside>
          ) : null}
        </div>
      </div>
      <ModalOverlay
        className={css.drawerOverlay}
        isOpen={menuOpen}
        onOpenChange={setMenuOpen}
        isDismissable
      >
        <Modal className={css.drawer}>
          <Dialog className={css.drawerDialog} aria-label="Menu">
            <div className={css.drawerHeader}>
              <IconButton
                icon="close"
                aria-label={shellMessages.closeMenu}
                onPress={() => setMenuOpen(false)}
              />
            </div>
            <Sidebar
              {...props}
              onNavigate={(key) => {
                setMenuOpen(false);
                props.onNavigate(key);
              }}
              onSelectNode={(path) => {
                setMenuOpen(false);
                props.onSelectNode(path);
              }}
            />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
