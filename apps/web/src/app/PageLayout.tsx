import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScreenProviders } from '../platform/ScreenProviders';
import { TakenOver } from './TakenOver';
import { ScreenLoading } from './ScreenLoading';

/** Full-screen routes without navigation (spec shell §2 "Home": also registration and simple routes). */
export default function PageLayout() {
  return (
    <ScreenProviders>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
        <TakenOver />
      </Suspense>
    </ScreenProviders>
  );
}
