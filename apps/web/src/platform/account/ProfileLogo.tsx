import { routeKeyMatcher, useApiClient, useObjectUrl, useUserProfileLogoGet } from '@wattwise/api';
import { Header, type HeaderProps } from '@wattwise/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { cropToPng, type ImageCrop } from '../images/cropToPng';

// The dialog's code loads when the user opens it, not with every page's header.
const LogoUploadDialog = lazy(() => import('./ProfileLogoDialog'));

/** Title of the profile logo dialog (wording ours). */
const profileLogoTitle = 'Your logo';

/**
 * ui's Header with the user's profile logo (GET /api/user/profileLogo, 204 when none). The logo is
 * fetched here, not by the screen: its answer, which comes after the screen is shown, then redraws
 * the header alone instead of the whole screen, in one task during which a phone cannot answer a
 * tap (docs/adr/0019).
 */
export function ProfileLogoHeader(props: Omit<HeaderProps, 'logoUrl'>) {
  const logo = useUserProfileLogoGet();
  return <Header {...props} logoUrl={useObjectUrl(logo.data)} />;
}

/**
 * Replacing the user's profile logo through the logo dialog (upload, crop 302:140, finish;
 * POST /api/user/profileLogo); ProfileLogoHeader shows it.
 */
export function useProfileLogo() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);
  const [hasError, setError] = useState(false);
  const finish = useCallback(
    async (image: { url: string }, crop: ImageCrop) => {
      setError(false);
      try {
        const body = await cropToPng(image.url, crop);
        const result = await client.call('user.profileLogo.upload', { body });
        if (!result.ok) throw new Error(result.error.message);
        await mutate(routeKeyMatcher('user.profileLogo.get'));
        setOpen(false);
      } catch {
        setError(true);
      }
    },
    [client, mutate],
  );
  const dialog = isOpen ? (
    <Suspense fallback={null}>
      <LogoUploadDialog
        isOpen
        title={profileLogoTitle}
        hasError={hasError}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setError(false);
        }}
        onFinish={(image, crop) => void finish(image, crop)}
      />
    </Suspense>
  ) : null;
  const open = useCallback(() => setOpen(true), []);
  return { open, dialog };
}
