import { type ReactNode, useEffect, useState } from 'react';

/**
 * Shows its children once the page has loaded and the browser is idle: for extras (the chat
 * bubble, the language switcher) whose code should not compete with the first paint. A component
 * rather than a hook, so that only it renders again when the page has loaded: under Preact, a hook
 * in the layout re-rendered the whole header and footer in a task of its own (decision 038).
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setReady(true), 0);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return ready ? children : null;
}

/**
 * Whether the app has drawn its first page's lower part. Only the start waits: a page the visitor
 * comes back to must be whole when the router restores its scroll position, or the position would
 * be cut to the top part's height.
 */
let started = false;

/**
 * Shows its children, on the first page the app shows, in a task of their own just after the
 * page's first paint (on any later page, at once): for the lower part of a page, below the fold,
 * so that a phone paints the top and can answer a tap before it renders the rest. Preact renders a
 * page in one pass (decision 038), and the item page's whole first render was one long task
 * (bench/first-load-tasks.ts).
 *
 * Only for a page whose first render runs in a task after its code has loaded (a lazy route).
 * Home renders in the modules' own task, which Lighthouse counts in the first paint rather than in
 * the blocking time: split off, its lower part became blocking time (docs/PERFORMANCE.md).
 *
 * Put it at the end of the page's content: what it adds then moves nothing already in view (`main`
 * is a screen tall, so the footer starts below the fold). Queries the lower part starts begin one
 * task later, not one round trip later.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(started);
  // An effect runs after the browser has painted what the first render drew (Preact runs effects
  // after the next frame), in a task of its own; the render it asks for runs in that task.
  useEffect(() => {
    started = true;
    setReady(true);
  }, []);
  return ready ? children : null;
}
