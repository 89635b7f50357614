import { useSiteDelete } from '@wattwise/api';
import { deleteSiteFailedToast } from '@wattwise/domain';
import {
  ConnectSmartMeterDialog,
  DeleteSiteDialog,
  LogoUploadDialog,
  UpgradeDialog,
} from '@wattwise/ui';
import { useNavigate } from 'react-router-dom';
import { useShowToast } from '../../platform/toasts/ToastProvider';
import { useConnectMeter, useSiteLogoUpload } from './useSiteDialogs';
import { upgradeLabel, useStartUpgrade } from './useUpgrade';

export type SiteDialog = 'delete' | 'logo' | 'meter' | 'upgrade' | null;

export interface SiteDialogsProps {
  open: SiteDialog;
  onClose: () => void;
  siteId: string;
  siteName: string;
  /** The building a meter connects to: the selected one, or the only one. */
  meterBuildingPath: string | undefined;
}

/** The site menu's dialogs (spec shell §2 "Dialogs", §4): delete site, site image, smart meter, upgrade. */
export function SiteDialogs({
  open,
  onClose,
  siteId,
  siteName,
  meterBuildingPath,
}: SiteDialogsProps) {
  const navigate = useNavigate();
  const showToast = useShowToast();
  const { deleteSite, isPending } = useSiteDelete();
  const logo = useSiteLogoUpload(siteId);
  const upgrade = useStartUpgrade(siteId);
  const close = (isOpen: boolean) => {
    if (isOpen) return;
    logo.clearError();
    onClose();
  };
  return (
    <>
      <DeleteSiteDialog
        siteName={siteName}
        isOpen={open === 'delete'}
        onOpenChange={close}
        isPending={isPending}
        onDelete={() => {
          void deleteSite(siteId).then((error) => {
            if (error) {
              showToast(deleteSiteFailedToast());
              return;
            }
            onClose();
            navigate('/');
          });
        }}
      />
      {open === 'logo' ? (
        <LogoUploadDialog
          isOpen
          onOpenChange={close}
          hasError={logo.hasError}
          onFinish={(image, crop) => {
            void logo.upload(image, crop).then((done) => {
              if (done) onClose();
            });
          }}
        />
      ) : null}
      {open === 'upgrade' ? (
        <UpgradeDialog
          isOpen
          title={upgradeLabel}
          onOpenChange={close}
          isPending={upgrade.isPending}
          onSubmit={(billingEmail) => {
            void upgrade.start(billingEmail).then((started) => {
              if (started) onClose();
            });
          }}
        />
      ) : null}
      {open === 'meter' ? (
        <ConnectMeterDialog siteId={siteId} buildingPath={meterBuildingPath} onClose={close} />
      ) : null}
    </>
  );
}

/** The connect-meter dialog with its state: mounted while open, so each opening starts afresh. */
function ConnectMeterDialog({
  siteId,
  buildingPath,
  onClose,
}: {
  siteId: string;
  buildingPath: string | undefined;
  onClose: (isOpen: boolean) => void;
}) {
  const meter = useConnectMeter(siteId, buildingPath);
  return (
    <ConnectSmartMeterDialog
      isOpen={meter.state.phase !== 'closed'}
      onOpenChange={onClose}
      state={meter.state}
      onEvent={meter.dispatch}
      submitError={meter.submitError}
      isPending={meter.isPending}
      onSubmit={() => {
        void meter.submit().then((done) => {
          if (done) onClose(false);
        });
      }}
    />
  );
}
