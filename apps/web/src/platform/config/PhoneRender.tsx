import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Whether the server rendered the page for a phone (server.tsx, from the request's client hint or
 * user agent; start.tsx reads it from #root). The browser's first render must draw what the
 * server's did, so it follows the same word: the shell leaves out the sidebar a phone hides.
 */
const PhoneRenderContext = createContext(false);

export function PhoneRenderProvider({ phone, children }: { phone: boolean; children: ReactNode }) {
  return <PhoneRenderContext.Provider value={phone}>{children}</PhoneRenderContext.Provider>;
}

/** True when the page was rendered for a phone. */
export function useRenderedForPhone(): boolean {
  return useContext(PhoneRenderContext);
}
