import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleSink, setAnalyticsSink, trackEvent, trackPageView } from './analytics';

afterEach(() => setAnalyticsSink(consoleSink));

describe('analytics', () => {
  it('writes events and page views to the console by default', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    trackEvent('payment_success', { amount: 25_000 });
    trackPageView('/payment-success');
    expect(info).toHaveBeenCalledWith('[analytics] event', 'payment_success', { amount: 25_000 });
    expect(info).toHaveBeenCalledWith('[analytics] page_view', '/payment-success');
    info.mockRestore();
  });

  it('sends to the sink in use, and a failing sink never throws into the page', () => {
    const events: string[] = [];
    setAnalyticsSink({ event: (name) => events.push(name), pageView: () => {} });
    trackEvent('payment_success');
    expect(events).toEqual(['payment_success']);
    setAnalyticsSink({
      event: () => {
        throw new Error('offline');
      },
      pageView: () => {},
    });
    expect(() => trackEvent('payment_success')).not.toThrow();
  });
});
