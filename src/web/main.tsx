import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import './styles.css';

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe between them, instead of one long task that blocks input while the first page
// builds (Lighthouse's total blocking time). What is shown, and when it commits, is the same.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
