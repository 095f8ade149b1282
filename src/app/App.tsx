import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Button } from '../components/ui/Button';
import { AppTitleContext } from '../components/ui/app-title';
import { useLocale } from '../components/ui/use-locale';
import { queryClient } from './app-query-client';
import { DeploymentContext } from './deployment';
import { SOURCE_LOCALE } from '../lib/locales';
import { activateLocale, activateWithoutMessages, initialLocale } from './locale';
import { NetworksContext, NETWORKS_URL, settingsLoaded, startSettingsLoad, type ExplorerSettings } from './networks';
import { router } from './router';
import { messageOf } from '../lib/error-message';

// The first loads start with the module, alongside the first page's code, not after the first render.
const firstSettingsLoad = settingsLoaded();
// A catalog that fails to load leaves the page in English; with no catalog at all it still draws.
const firstCatalogLoad = activateLocale(initialLocale())
  .catch(() => activateLocale(SOURCE_LOCALE))
  .catch(() => activateWithoutMessages());

/** index.html's own first paint, kept until the reader's messages are there to say it in their language. */
const PRE_PAINT = (
  // eslint-disable-next-line no-restricted-syntax -- no catalog is loaded yet: this is index.html's text, as painted before the scripts.
  <p role="status" className="p-8 text-muted">Loading network settings…</p>
);

type Load = { state: 'loading' } | { state: 'ready'; settings: ExplorerSettings } | { state: 'failed'; message: string };

/** Loads the network presets and the reader's messages, then hands over to the router. */
export function App() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [messagesReady, setMessagesReady] = useState(false);
  const locale = useLocale();

  useEffect(() => {
    let live = true;
    const ready = () => live && setMessagesReady(true);
    firstCatalogLoad.then(ready, ready);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    (attempt === 0 ? firstSettingsLoad : startSettingsLoad()).then(
      (settings) => live && setLoad({ state: 'ready', settings }),
      (error: unknown) => live && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (!messagesReady) return PRE_PAINT;
  if (load.state === 'loading') {
    return (
      <p role="status" className="p-8 text-muted">
        {t`Loading network settings…`}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-xl font-semibold">{t`The network settings could not be loaded`}</h1>
        <p className="mt-2">{t`The explorer reads its networks from ${NETWORKS_URL}: ${load.message}`}</p>
        <Button
          variant="primary"
          size="lg"
          className="mt-4"
          onClick={() => {
            setLoad({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t`Try again`}
        </Button>
      </main>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <NetworksContext.Provider value={load.settings.networks}>
        <DeploymentContext.Provider value={load.settings.deployment}>
          <AppTitleContext.Provider value={load.settings.deployment.title}>
            {/* Keyed by the locale: a switch redraws every page's text, each query's answer still in the cache. */}
            <RouterProvider key={locale} router={router} />
          </AppTitleContext.Provider>
        </DeploymentContext.Provider>
      </NetworksContext.Provider>
    </QueryClientProvider>
  );
}
