import type { Page } from '@playwright/test';
import sharp from 'sharp';

let tile: Buffer | undefined;

/**
 * Answers the map's tile requests (MAP_TILE_URL points at /e2e-tiles/ on the test server) with a
 * plain 256-pixel tile, and records every tile asked for and any request to another origin.
 */
export async function serveTiles(page: Page) {
  tile ??= await sharp({ create: { width: 256, height: 256, channels: 3, background: '#dbeafe' } })
    .png()
    .toBuffer();
  const served: string[] = [];
  const elsewhere: string[] = [];
  await page.route('**/e2e-tiles/**', (route) => {
    served.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') elsewhere.push(request.url());
  });
  return { served, elsewhere };
}
