import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';

const DiagnoseScreen = lazy(() => import('../features/diagnose/DiagnoseScreen'));
const BuildingParametersScreen = lazy(
  () => import('../features/parameters/BuildingParametersScreen'),
);

/**
 * The building diagnose route: the Building Parameters screen when the query has editing=true
 * (spec analysis §2.1), else the diagnose screen. Each is its own chunk.
 */
export default function BuildingDiagnoseScreen() {
  const [search] = useSearchParams();
  return search.get('editing') === 'true' ? <BuildingParametersScreen /> : <DiagnoseScreen />;
}
