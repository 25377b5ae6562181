import { setupIonicReact } from '@ionic/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { IonApp } from '@ionic/react';
import { LanguageChoiceContext } from './components/layout/language-switch.tsx';
import { NavigateContext } from './components/ui/app-link.tsx';
import { captureInstallPrompt } from './components/pwa/install-offer.tsx';
import { userAtom } from './features/auth/auth.atoms.ts';
import { readStoredUser } from './features/auth/stored-user.ts';
import { setSessionEndHandler } from './lib/api-client.ts';
import { i18n, switchLanguage } from './lib/i18n.ts';
import { startingLanguage } from './lib/language.ts';
import { queryClient, queryPersister } from './lib/query-client.ts';
import { Provider as JotaiProvider, store } from './lib/store.ts';
import { registerServiceWorker } from './register-sw.ts';
import { chooseLanguage } from './routes/-choose-language.ts';
import { routeTree } from './route-tree.gen.ts';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './styles/index.css';

// The browser may offer installation before React renders; keep the event for our offers (D-162).
captureInstallPrompt();

setupIonicReact({ mode: 'md' });

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** AppLink's clicks stay in the app (components/ui/app-link.tsx). */
const navigateInApp = (href: string) => void router.navigate({ href });

// A session that cannot be recovered (spec §7): forget the user, go to sign-in and come back here.
setSessionEndHandler(() => {
  store.set(userAtom, { type: 'LOGOUT' });
  const here = router.state.location.href;
  if (!here.startsWith('/auth')) void router.navigate({ to: '/auth/login', search: { redirect: here } });
});

// The route's code is loaded before the first render, and that render is a transition: React then
// draws the whole page in slices, giving the main thread back between them, so a low-end phone
// stays responsive (scrolling, taps on the server-drawn page). Rendered first and filled in when
// the route arrives, the page would be drawn again in one long synchronous pass.
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <JotaiProvider store={store}>
          <I18nextProvider i18n={i18n}>
            <PersistQueryClientProvider
              client={queryClient}
              persistOptions={{ persister: queryPersister, buster: 'v1' }}
            >
              <NavigateContext value={navigateInApp}>
                <LanguageChoiceContext value={(language) => void chooseLanguage(language)}>
                  <IonApp>
                    <RouterProvider router={router} />
                  </IonApp>
                </LanguageChoiceContext>
              </NavigateContext>
            </PersistQueryClientProvider>
          </I18nextProvider>
        </JotaiProvider>
      </StrictMode>,
    ),
  );
// Kiswahili's texts (one chunk) arrive before the first render, so nobody sees English first.
void Promise.all([router.load(), switchLanguage(startingLanguage(readStoredUser()?.language))]).finally(render);
registerServiceWorker();
