import { routeKeyMatcher, useApiClient, useObjectUrl, useUserProfileLogoGet } from '@wattwise/api';
import { LogoUploadDialog } from '@wattwise/ui';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { cropToPng, type ImageCrop } from '../images/cropToPng';

/** Title of the profile logo dialog (wording ours). */
const profileLogoTitle = 'Your logo';

/**
 * The user's profile logo (GET /api/user/profileLogo, 204 when none): shown in the header, and
 * replaced through the logo dialog (upload, crop 302:140, finish; POST /api/user/profileLogo).
 */
export function useProfileLogo() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const logo = useUserProfileLogoGet();
  const logoUrl = useObjectUrl(logo.data);
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
  ) : null;
  const open = useCallback(() => setOpen(true), []);
  return { logoUrl, open, dialog };
}
