/**
 * Page views and events (spec section 7: tracking only writes to the console). One sink at a
 * time; the default writes to the console, and a real analytics service can replace it without
 * touching the pages that track.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsSink {
  event(name: string, properties: AnalyticsProperties): void;
  pageView(path: string): void;
}

export const consoleSink: AnalyticsSink = {
  event: (name, properties) => console.info('[analytics] event', name, properties),
  pageView: (path) => console.info('[analytics] page_view', path),
};

let sink: AnalyticsSink = consoleSink;

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

export function trackEvent(name: string, properties: AnalyticsProperties = {}): void {
  try {
    sink.event(name, properties);
  } catch {
    // Tracking must never break the page.
  }
}

export function trackPageView(path: string): void {
  try {
    sink.pageView(path);
  } catch {
    // Tracking must never break the page.
  }
}
