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
  /** The Header, rendered above the content (beside the menu button when there is no sidebar). */
  header: ReactNode;
  /**
   * Notices of the whole product (the beta banner, a partner's claim): above the header beside a
   * sidebar, after the screen's content without one, so that a phone shows the screen first.
   */
  notices?: ReactNode;
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
   * and adds it once the shell is mounted on a screen wide enough to show it (media.sidebar), or
   * when the screen grows to that width. For a page rendered for a phone, whose sidebar is hidden:
   * its site switcher and tree are then neither rendered nor hydrated there. The menu's drawer
   * has them whenever it opens.
   */
  deferSidebar?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Whether the sidebar is rendered: from the first render unless `deferred`; else from the time
 * the screen is wide enough to show it (media.sidebar), and from then on. A layout effect, so a wide
 * screen never paints the shell without its sidebar.
 */
function useSidebarShown(deferred: boolean): boolean {
  const [shown, setShown] = useState(!deferred);
  useLayoutEffect(() => {
    if (shown || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(media.sidebar);
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
 * tree) of 272 px from 1210 px, narrower below 1210 px, and below 900 px (tokens/breakpoints
 * `sidebarFromPx`) a menu button beside the header that slides the same sidebar in.
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
        {props.notices ? <div className={css.noticesAbove}>{props.notices}</div> : null}
        <div className={css.headerRow}>
          <div className={css.menuButton}>
            <IconButton
              icon="menu"
              aria-label={shellMessages.openMenu}
              onPress={() => setMenuOpen(true)}
            />
          </div>
          <div className={css.headerOfRow}>{props.header}</div>
        </div>
        <div className={css.body}>
          <main className={css.content}>{props.children}</main>
          {props.aside ? (
            <aside className={css.aside} aria-label={props.asideLabel ?? 'Viewer'}>
              {props.aside}
            </aside>
          ) : null}
        </div>
        {props.notices ? <div className={css.noticesBelow}>{props.notices}</div> : null}
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
