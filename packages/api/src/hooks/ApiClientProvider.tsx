import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../client/createApiClient';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Supplies the API client to the route hooks below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The API client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider client={...}> above it');
  return client;
}
