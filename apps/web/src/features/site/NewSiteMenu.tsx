import { buildPath, homeMessages } from '@wattwise/domain';
import { Button, Menu } from '@wattwise/ui';
import { useNavigate } from 'react-router-dom';

/** 'New Site' popover: Predict opens registration; Optimise site creation is disabled (spec shell §2, §6). */
export function NewSiteMenu() {
  const navigate = useNavigate();
  return (
    <Menu
      aria-label={homeMessages.newSite}
      trigger={<Button>{homeMessages.newSite}</Button>}
      placement="bottom end"
      items={[
        { id: 'predict', label: homeMessages.newSitePredict },
        { id: 'optimise', label: homeMessages.newSiteOptimise, isDisabled: true },
      ]}
      onAction={(id) => {
        if (id === 'predict') navigate(buildPath('predict-site-registration'));
      }}
    />
  );
}
