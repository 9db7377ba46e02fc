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
