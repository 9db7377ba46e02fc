import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import './styles.css';

// ICU's data (the first price or date a page formats) is loaded before this module runs, by
// intl-warm-up.ts, a script of its own. Yielding between the start's steps instead (tried: a timer
// or scheduler.yield) made the tasks shorter but painted 100-250 ms later, and Lighthouse then
// counted more requests before the first paint.

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

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
