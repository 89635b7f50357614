import { buildPath, homeMessages } from '@wattwise/domain';
import { MenuButton } from '@wattwise/ui';
import { useNavigate } from 'react-router-dom';

/** 'New Site' popover: Predict opens registration; Optimise site creation is disabled (spec shell §2, §6). */
export function NewSiteMenu() {
  const navigate = useNavigate();
  return (
    <MenuButton
      aria-label={homeMessages.newSite}
      variant="primary"
      placement="bottom end"
      items={[
        { id: 'predict', label: homeMessages.newSitePredict },
        { id: 'optimise', label: homeMessages.newSiteOptimise, isDisabled: true },
      ]}
      onAction={(id) => {
        if (id === 'predict') navigate(buildPath('predict-site-registration'));
      }}
    >
      {homeMessages.newSite}
    </MenuButton>
  );
}
