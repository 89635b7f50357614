import { useEffect, useState } from 'react';

export type PreflightState = 'loading' | 'loaded' | 'failed';

/**
 * Whether a photo URL answers with an image, asked with a plain HTMLImageElement before the
 * WebGL photo viewer is mounted: a 404 then never reaches three's loader (which would report it
 * as an unhandled error besides throwing into the error boundary). The browser caches the image,
 * so the viewer's own load that follows costs no second download.
 */
export function usePhotoPreflight(
  url: string | null,
  onFailed: (url: string, error: unknown) => void,
): PreflightState {
  const [state, setState] = useState<{ url: string | null; state: PreflightState }>({
    url: null,
    state: 'loading',
  });
  useEffect(() => {
    if (!url) return;
    let live = true;
    const image = new Image();
    image.onload = () => live && setState({ url, state: 'loaded' });
    image.onerror = (event) => {
      if (!live) return;
      setState({ url, state: 'failed' });
      onFailed(url, event);
    };
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url, onFailed]);
  return state.url === url ? state.state : 'loading';
}
