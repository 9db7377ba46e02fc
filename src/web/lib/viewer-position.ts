import { useSyncExternalStore } from 'react';

/** A position in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The visitor's position for 'near you' and distances, only when they already allowed this site
 * to know it: we never prompt on page load (a prompt nobody asked for is a dark pattern). Owners
 * grant it from the list-item form's 'Use my current location'; after that, lists measure from it.
 * Rounded to about a kilometre: enough for distances, and no more precise than needed.
 */
let current: Point | null = null;
let started = false;
const listeners = new Set<() => void>();

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function setViewerPosition(point: Point): void {
  const next = { latitude: round(point.latitude), longitude: round(point.longitude) };
  if (current && current.latitude === next.latitude && current.longitude === next.longitude) return;
  current = next;
  for (const listener of listeners) listener();
}

async function readIfAllowed(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.geolocation || !navigator.permissions) return;
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return;
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setViewerPosition({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => undefined,
      { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
    );
  } catch {
    // Browsers without the Permissions API for geolocation: stay without a position.
  }
}

export function getViewerPosition(): Point | null {
  if (!started) {
    started = true;
    void readIfAllowed();
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's position, or null; components re-render when it becomes known. */
export function useViewerPosition(): Point | null {
  return useSyncExternalStore(subscribe, getViewerPosition, () => null);
}

/** Asks the browser for the position (after a click): resolves with it, or rejects with the reason. */
export function requestViewerPosition(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        setViewerPosition(point);
        resolve(point);
      },
      (error) => reject(new Error(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60 * 1000 },
    );
  });
}

/** The query parameters that send a position to the API (none without one). */
export function pointQuery(point: Point | null): { lat?: string; lng?: string } {
  return point ? { lat: String(point.latitude), lng: String(point.longitude) } : {};
}
