import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthApi } from './auth/authApi';
import type { RedirectMemory } from './auth/redirectMemory';
import type { AuthState, SessionClient } from './auth/session';

/** The app's long-lived objects, made once at start-up and shared with every page. */
export interface AppServices {
  session: SessionClient;
  authApi: AuthApi;
  memory: RedirectMemory;
  storage: Storage;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

/** The seed's auth state (user and loggedIn), re-rendering on every change. */
export function useAuth(): AuthState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState);
}
