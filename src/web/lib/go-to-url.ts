import { useNavigate } from 'react-router';

/** A URL's path in this app, or null when it leaves it (a provider's hosted page). */
export function inAppPath(url: string): string | null {
  const target = new URL(url, window.location.origin);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : null;
}

/** Goes to a URL the server gave: same-origin links stay in the app; anything else is a full navigation. */
export function useGoToUrl() {
  const navigate = useNavigate();
  return (url: string) => {
    const path = inAppPath(url);
    if (path) navigate(path);
    else window.location.assign(url);
  };
}
