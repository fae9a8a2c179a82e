import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, type DataRouter } from 'react-router';
import { UI } from './config';
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
            <RouterProvider router={router} />
          </ApolloProvider>
        </ServicesProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
