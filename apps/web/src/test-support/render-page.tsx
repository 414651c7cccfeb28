import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * For component tests: renders a page as the console does (a query client that does not retry,
 * antd's App for messages, a router at `entry`) and returns the router to read its location.
 */
export function renderPage(page: ReactNode, entry = '/') {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

/** jsdom has no media queries; antd's responsive grid asks for them. Call in beforeAll. */
export function stubMatchMedia() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
