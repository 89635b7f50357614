import { homeMessages } from '@wattwise/domain';
import { Link } from 'react-router-dom';

/** 'New Site' popover: Predict opens registration; Optimise site creation is disabled (spec shell §2, §6). */
export function NewSiteMenu({ predictRegistrationPath }: { predictRegistrationPath: string }) {
  return (
    <details className="new-site">
      <summary className="button button--primary">{homeMessages.newSite}</summary>
      <ul className="new-site__menu">
        <li>
          <Link to={predictRegistrationPath}>{homeMessages.newSitePredict}</Link>
        </li>
        <li>
          <span aria-disabled="true" className="new-site__disabled">
            {homeMessages.newSiteOptimise}
          </span>
        </li>
      </ul>
    </details>
  );
}
