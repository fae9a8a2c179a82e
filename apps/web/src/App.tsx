import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, type DataRouter } from 'react-router';
import { UI } from './config';
import { DEFAULT_LOCALE, I18nProvider } from './i18n';
import { ServicesProvider, type AppServices } from './services';
import { cssVariablesResolver, theme } from './theme';

interface AppProps {
  services: AppServices;
  client: ApolloClient;
  router: DataRouter;
}

export function App({ services, client, router }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ModalsProvider>
        <Notifications position="bottom-center" autoClose={UI.notificationMs} limit={3} />
        <ServicesProvider services={services}>
          <ApolloProvider client={client}>
            {/* Host pages speak English for now (ADR 25); the big screen sets its own language inside. */}
            <I18nProvider locale={DEFAULT_LOCALE}>
              <RouterProvider router={router} />
            </I18nProvider>
          </ApolloProvider>
        </ServicesProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
