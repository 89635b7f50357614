import { renderFirstScreen, type RenderRequest, type RenderedScreen } from '../server';

/** The server's render of a screen that it renders in place (not a redirect), or null. */
export async function renderedFirstScreen(request: RenderRequest): Promise<RenderedScreen | null> {
  const screen = await renderFirstScreen(request);
  if (screen && 'redirect' in screen) throw new Error(`Redirected to ${screen.redirect}`);
  return screen;
}
