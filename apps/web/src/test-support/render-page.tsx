import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Beside renderPage, since the screen tests use both. */
export { stubMatchMedia } from './match-media';

/**
 * For component tests: renders a page as the console does (a query client that does not retry,
 * antd's App for messages, a router at `entry`) and returns the router to read its location.
 * antd's styles are kept out of the document (collected as for a server render): jsdom draws
 * nothing, and every role query computes each element's style against every rule, which made a
 * screen test 2 to 6 times slower and timed it out on a busy machine.
 */
export function renderPage(page: ReactNode, entry = '/') {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StyleProvider mock="server">
        <App>
          <RouterProvider router={router} />
        </App>
      </StyleProvider>
    </QueryClientProvider>,
  );
  return router;
}
