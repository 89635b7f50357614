import { useSiteDelete, useObjectUrl, useUserSiteLogoGet } from '@wattwise/api';
import {
  buildPath,
  deleteSiteFailedToast,
  homeMessages,
  isDemoSite,
  premiumMessages,
  shellMessages,
} from '@wattwise/domain';
import { AiNotice, AppShell, Banner, Button, DeleteSiteDialog, Header, Stack } from '@wattwise/ui';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccountMenu } from '../../platform/account/useAccountMenu';
import { useRuntimeConfig } from '../../platform/config/RuntimeConfigContext';
import { useShowToast } from '../../platform/toasts/ToastProvider';
import { navKeyOf, navTarget, nodeChain, nodeTarget } from './shellNavigation';
import { siteMenuGroup, type SiteActionId } from './siteMenu';
import { useSiteRoute, useSiteStubs, useSiteTree } from './useSiteShell';
import { useReportDownload } from './useReportDownload';

/** Product names shown in the header and the '{product} Home' link (spec shell §1). */
const productNames = { PREDICT: 'Predict', OPTIMISE: 'Optimise' } as const;

/**
 * The Predict and Optimise shell (spec shell §2 "Shell and sidebars"): site switcher, sections,
 * the spatial tree sorted by name, the profile menus, the beta, AI and tariff-partner banners.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { supportEmail } = useRuntimeConfig();
  const showToast = useShowToast();
  const route = useSiteRoute();
  const { siteId, params } = route;
  const { product, current, recent } = useSiteStubs();
  const { tree } = useSiteTree();
  const account = useAccountMenu(productNames[product]);
  const logo = useUserSiteLogoGet(siteId ? { params: { siteId } } : null);
  const logoUrl = useObjectUrl(logo.data);
  const { deleteSite, isPending } = useSiteDelete();
  const download = useReportDownload();
  const [deleting, setDeleting] = useState(false);
  const [selectedPath, setSelectedPath] = useState<string | null>(null);

  const currentNav = navKeyOf(route.name);
  const selected = selectedPath ?? params.buildingId ?? null;
  const selectedChain = useMemo(() => nodeChain(tree, selected ?? ''), [tree, selected]);
  const selectedBuilding = selectedChain.find((node) => node.type === 'BUILDING');
  const siteGroup = siteMenuGroup(product, current, Boolean(selectedBuilding?.hasMpan));
  const [productGroup, ...accountGroups] = account.groups;
  const menu = productGroup ? [productGroup, siteGroup, ...accountGroups] : account.groups;

  const onMenuAction = (id: string) => {
    switch (id as SiteActionId) {
      case 'download-pdf':
        if (current) void download(product, current);
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
        setDeleting(true);
        return;
      case 'connect-smart-meter':
      case 'update-site-image':
        // Their dialogs come with site management (issue 11 §4); the entries show who may use them.
        return;
      default:
        account.onAction(id);
    }
  };

  const header = (
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
      <Header
        productName={current?.name ?? productNames[product]}
        logoUrl={logoUrl}
        onLogoPress={() => navigate('/')}
        accountMenu={menu}
        onAccountAction={onMenuAction}
      />
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
        header={header}
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
      {current ? (
        <DeleteSiteDialog
          siteName={current.name}
          isOpen={deleting}
          onOpenChange={setDeleting}
          isPending={isPending}
          onDelete={() => {
            void deleteSite(siteId).then((error) => {
              if (error) {
                showToast(deleteSiteFailedToast());
                return;
              }
              setDeleting(false);
              navigate('/');
            });
          }}
        />
      ) : null}
    </>
  );
}
