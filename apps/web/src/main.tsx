import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
// The catalogues first: everything below may read text as it loads.
import { initialLanguageLoaded } from './app/text';
import './styles.css';
import { Providers } from './app/providers';
import { router } from './app/router';
import { captureGlobalErrors } from './layout/error-log/error-log-store';

captureGlobalErrors();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        {/* ReactDOM's flushSync, for the navigations that must commit at once (use-analysis-filter.ts). */}
        <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
      </Providers>
    </StrictMode>,
  );
// If the chosen language cannot load, the app still starts, in English.
initialLanguageLoaded.then(render, render);
