import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Button } from '../components/ui/Button';
import { AppTitleContext } from '../components/ui/app-title';
import { queryClient } from './app-query-client';
import { DeploymentContext } from './deployment';
import { NetworksContext, NETWORKS_URL, settingsLoaded, startSettingsLoad, type ExplorerSettings } from './networks';
import { router } from './router';

// The first load starts with the module, alongside the first page's code, not after the first render.
const firstSettingsLoad = settingsLoaded();

type Load = { state: 'loading' } | { state: 'ready'; settings: ExplorerSettings } | { state: 'failed'; message: string };

/** Loads the network presets, then hands over to the router. */
export function App() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    (attempt === 0 ? firstSettingsLoad : startSettingsLoad()).then(
      (settings) => live && setLoad({ state: 'ready', settings }),
      (error: unknown) => live && setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (load.state === 'loading') {
    return (
      <p role="status" className="p-8 text-muted">
        Loading network settings…
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-xl font-semibold">The network settings could not be loaded</h1>
        <p className="mt-2">
          The explorer reads its networks from <code>{NETWORKS_URL}</code>: {load.message}
        </p>
        <Button
          variant="primary"
          size="lg"
          className="mt-4"
          onClick={() => {
            setLoad({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </main>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <NetworksContext.Provider value={load.settings.networks}>
        <DeploymentContext.Provider value={load.settings.deployment}>
          <AppTitleContext.Provider value={load.settings.deployment.title}>
            <RouterProvider router={router} />
          </AppTitleContext.Provider>
        </DeploymentContext.Provider>
      </NetworksContext.Provider>
    </QueryClientProvider>
  );
}
