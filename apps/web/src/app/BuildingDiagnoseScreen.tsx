import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import DiagnoseScreen from '../features/diagnose/DiagnoseScreen';

// The diagnose is what the route shows first, so it downloads with the route (the server
// preloads it); the parameters editor, opened from it, loads when asked for.
const BuildingParametersScreen = lazy(
  () => import('../features/parameter/BuildingParametersScreen'),
);

/**
 * The building diagnose route: the Building Parameters screen when the query has editing=true
 * (spec analysis §2.1), else the diagnose screen.
 */
export default function BuildingDiagnoseScreen() {
  const [search] = useSearchParams();
  return search.get('editing') === 'true' ? <BuildingParametersScreen /> : <DiagnoseScreen />;
}
