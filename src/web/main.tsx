import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import './styles.css';

/**
 * A task boundary: the browser may paint and answer input before the next step. Starting the app
 * was one task (the modules' own code, the router matching its routes, home's first render) of
 * 80-90 ms on this machine, four times that on a mid-range phone (bench/first-load-tasks.ts).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
await nextTask();

// Preact renders the first page in one pass: it has no time slicing, so React's startTransition
// here (which spread the first render over several short tasks) would change nothing.
createRoot(root).render(
  <StrictMode>
    <Providers>
      {/* React lets a render suspend with no boundary above it (the root waits); Preact, which
          renders the app (decision 038), would hand the suspension to the router's error page. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
