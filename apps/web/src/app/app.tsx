import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { createAppRouter } from './router/router';

/** `serverMobile`: the layout the server rendered the page in, when the page is hydrated. */
export function App({ serverMobile = false }: { serverMobile?: boolean }) {
  const [router] = useState(createAppRouter);
  return (
    <Providers serverMobile={serverMobile}>
      <RouterProvider router={router} />
    </Providers>
  );
}
