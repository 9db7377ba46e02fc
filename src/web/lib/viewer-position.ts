import { useSyncExternalStore } from 'react';

/** A position in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** The visitor's approximate place: a point and the town it is named after ('Austin, TX'). */
export interface ViewerPlace extends Point {
  label: string | null;
}

/**
 * The visitor's position for 'near you' and distances: one they set (their browser's, after a
 * click, or a typed ZIP code or city), kept in this browser's local storage so every page and the
 * next visit measure from it; else the browser's, only when they already allowed this site to
 * know it: we never prompt on page load (a prompt nobody asked for is a dark pattern). Rounded to
 * about half a mile: enough for distances, and no more precise than needed.
 */
const STORAGE_KEY = 'shareshed.place';
let current: Point | null = null;
let label: string | null = null;
let started = false;
const listeners = new Set<() => void>();

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function remember(): void {
  try {
    if (current) localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...current, label }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the place holds for this visit only.
  }
}

function isPlace(value: unknown): value is ViewerPlace {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    typeof place.latitude === 'number' &&
    Math.abs(place.latitude) <= 90 &&
    typeof place.longitude === 'number' &&
    Math.abs(place.longitude) <= 180 &&
    (place.label === null || typeof place.label === 'string')
  );
}

function storedPlace(): ViewerPlace | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isPlace(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Sets the visitor's place (the label names it; null until known) and keeps it for next time. */
export function setViewerPlace(place: ViewerPlace): void {
  const next = { latitude: round(place.latitude), longitude: round(place.longitude) };
  const samePoint = current && current.latitude === next.latitude && current.longitude === next.longitude;
  if (samePoint && label === place.label) return;
  if (!samePoint) current = next;
  label = place.label ? place.label.slice(0, 80) : null;
  remember();
  notify();
}

export function setViewerPosition(point: Point): void {
  const samePoint =
    current && current.latitude === round(point.latitude) && current.longitude === round(point.longitude);
  setViewerPlace({ ...point, label: samePoint ? label : null });
}

/** Forgets the place: lists go back to the profile's place (members) or no distances. */
export function clearViewerPlace(): void {
  current = null;
  label = null;
  remember();
  notify();
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

function start(): void {
  if (started) return;
  started = true;
  const stored = typeof localStorage === 'undefined' ? null : storedPlace();
  if (stored) {
    current = { latitude: stored.latitude, longitude: stored.longitude };
    label = stored.label;
  } else void readIfAllowed();
}

export function getViewerPosition(): Point | null {
  start();
  return current;
}

function getLabel(): string | null {
  start();
  return label;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's position, or null; components re-render when it becomes known. */
export function useViewerPosition(): Point | null {
  return useSyncExternalStore(subscribe, getViewerPosition, () => null);
}

/** The name of the visitor's place ('Austin, TX'), or null when not set or not yet named. */
export function useViewerPlaceLabel(): string | null {
  return useSyncExternalStore(subscribe, getLabel, () => null);
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
