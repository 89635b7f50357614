import { useObjectUrl, useUserSiteLogoGet, type SpatialNode } from '@wattwise/api';
import {
  buildPath,
  homeMessages,
  isDemoSite,
  premiumMessages,
  routeShowsSideViewer,
  SIDE_VIEWER_LABEL,
  shellMessages,
} from '@wattwise/domain';
import {
  AiNotice,
  AppShell,
  Banner,
  Button,
  Header,
  PendingOverlay,
  Stack,
  type HeaderProps,
} from '@wattwise/ui';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfileLogo } from '../../platform/account/ProfileLogo';
import { useRenderedForPhone } from '../../platform/config/PhoneRender';
import { useAccountMenu } from '../../platform/account/useAccountMenu';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { SiteDialogs, type SiteDialog } from './SiteDialogs';
import { navKeyOf, navTarget, nodeChain, nodeTarget } from './shellNavigation';
import { siteMenuGroup, type SiteActionId } from './siteMenu';
import { useSiteRoute, useSiteStubs, useSiteTree } from './useSiteShell';
import { useReportDownload } from './useReportDownload';
import { usePremiumNews } from './usePremiumNews';
import { useUpgradeReturn } from './useUpgrade';

/** Product names shown in the header and the '{product} Home' link (spec shell §1). */
const productNames = { PREDICT: 'Predict', OPTIMISE: 'Optimise' } as const;

/**
 * ui's Header with the site's logo (GET /api/user/site/logo/{siteId}, 204 when none). The logo is
 * fetched here, not by the shell: its answer, which comes after the screen is shown, then redraws
 * the header alone instead of the whole shell and screen at once (docs/adr/0019).
 */
function SiteLogoHeader({ siteId, ...props }: Omit<HeaderProps, 'logoUrl'> & { siteId: string }) {
  const logo = useUserSiteLogoGet(siteId ? { params: { siteId } } : null);
  return <Header {...props} logoUrl={useObjectUrl(logo.data)} />;
}

/**
 * `?connect=meter` opens the 'Connect your Smart Meter' dialog (a screen that offers it, such as
 * Validate with nothing to validate against, links here), then leaves the address as it was.
 */
function useConnectFromAddress(open: (dialog: SiteDialog) => void) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (query.get('connect') !== 'meter') return;
    open('meter');
    query.delete('connect');
    const rest = query.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [pathname, search, navigate, open]);
}

/** What the side viewer needs from the shell: the site, its tree and the selected node. */
export interface SideViewerView {
  siteId: string;
  tree: readonly SpatialNode[];
  selectedPath: string | null;
}

/**
 * The Predict and Optimise shell (spec shell §2 "Shell and sidebars"): site switcher, sections,
 * the spatial tree sorted by name, the profile menus, the beta, AI and tariff-partner banners;
 * beside the Optimise pages except scenarios and events, the side viewer (analysis §2.10).
 */
export function SiteShell({
  children,
  sideViewer,
}: {
  children: ReactNode;
  /** Renders the side viewer; the shell decides on which pages it shows. */
  sideViewer?: (view: SideViewerView) => ReactNode;
}) {
  const navigate = useNavigate();
  const { supportEmail } = useRuntimeConfig();
  const route = useSiteRoute();
  const { siteId, params } = route;
  const { product, current, recent } = useSiteStubs();
  const { tree } = useSiteTree();
  const profile = useProfileLogo();
  const account = useAccountMenu(productNames[product], { onProfile: profile.open });
  const report = useReportDownload();
  // A phone hides the sidebar: its page, rendered for a phone, neither renders nor hydrates it.
  const phone = useRenderedForPhone();
  const [dialog, setDialog] = useState<SiteDialog>(null);
  useUpgradeReturn(siteId);
  useConnectFromAddress(setDialog);
  usePremiumNews(siteId, product === 'PREDICT' ? current?.paid : undefined);
  const [selectedPath, setSelectedPath] = useState<string | null>(null);

  const currentNav = navKeyOf(route.name);
  const selected = selectedPath ?? params.buildingId ?? null;
  const selectedChain = useMemo(() => nodeChain(tree, selected ?? ''), [tree, selected]);
  const buildings = tree.filter((node) => node.type === 'BUILDING');
  // A meter connects to the selected building, or to the only one.
  const meterBuilding =
    selectedChain.find((node) => node.type === 'BUILDING') ??
    (buildings.length === 1 ? buildings[0] : undefined);
  const siteGroup = siteMenuGroup(product, current, meterBuilding ?? null);
  const [productGroup, ...accountGroups] = account.groups;
  const menu = productGroup ? [productGroup, siteGroup, ...accountGroups] : account.groups;

  const onMenuAction = (id: string) => {
    switch (id as SiteActionId) {
      case 'download-pdf':
        if (current) void report.download(product, current);
        return;
      case 'view-events':
        navigate(
          buildPath(product === 'PREDICT' ? 'predict-site-events' : 'optimise-site-events', {
            siteId,
          }),
        );
        return;
      case 'add-building':
        navigate(buildPath('predict-add-building', { siteId }));
        return;
      case 'delete-site':
        setDialog('delete');
        return;
      case 'connect-smart-meter':
        setDialog('meter');
        return;
      case 'update-site-image':
        setDialog('logo');
        return;
      case 'upgrade-premium':
        setDialog('upgrade');
        return;
      default:
        account.onAction(id);
    }
  };

  const notices = (
    <>
      <Banner
        aria-label="Beta"
        action={
          supportEmail
            ? { href: `mailto:${supportEmail}`, label: shellMessages.betaBannerLink }
            : undefined
        }
      >
        {shellMessages.betaBanner}
      </Banner>
      <Banner aria-label="Tariff partner" tone="brand">
        {premiumMessages.tariffPartnerClaim}
      </Banner>
    </>
  );

  return (
    <>
      <AppShell
        product={product}
        recent={recent}
        currentSiteId={siteId}
        onSwitchSite={(id) => navigate(navTarget(product, currentNav, { siteId: id }))}
        onViewAll={() => navigate('/')}
        currentNav={currentNav}
        onNavigate={(key) => navigate(navTarget(product, key, params))}
        tree={tree}
        selectedPath={selected}
        onSelectNode={(path) => {
          setSelectedPath(path);
          const target = nodeTarget(product, currentNav, siteId, nodeChain(tree, path));
          if (target) navigate(target);
        }}
        header={
          <SiteLogoHeader
            siteId={siteId}
            productName={current?.name ?? productNames[product]}
            onLogoPress={() => navigate('/')}
            accountMenu={menu}
            onAccountAction={onMenuAction}
          />
        }
        notices={notices}
        deferSidebar={phone}
        {...(sideViewer && product === 'OPTIMISE' && routeShowsSideViewer(route.name) && siteId
          ? {
              aside: sideViewer({ siteId, tree, selectedPath: selected }),
              asideLabel: SIDE_VIEWER_LABEL,
            }
          : {})}
        demoAction={
          isDemoSite(siteId) ? (
            <Button
              variant="secondary"
              onPress={() => {
                if (supportEmail) window.location.href = `mailto:${supportEmail}`;
              }}
            >
              {homeMessages.bookConsultation}
            </Button>
          ) : undefined
        }
      >
        <Stack gap="lg">
          <AiNotice methodologyHref={buildPath('methodology')} />
          {children}
        </Stack>
      </AppShell>
      {profile.dialog}
      <PendingOverlay isOpen={report.isPending} message={shellMessages.preparingReport} />
      {current ? (
        <SiteDialogs
          open={dialog}
          onClose={() => setDialog(null)}
          siteId={siteId}
          siteName={current.name}
          meterBuildingPath={meterBuilding?.path}
        />
      ) : null}
    </>
  );
}
