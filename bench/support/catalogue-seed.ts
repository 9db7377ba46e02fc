import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

const OWNERS = 2000;

/** Fills the catalogue in a few set-based statements (the point is reading, not writing). */
export async function seedCatalogue(database: Database, count: number) {
  const db = database.db;
  await db.execute(sql`insert into "user" (id, name, email, email_verified)
    select 'bench-owner-' || g, 'Owner ' || g, 'owner' || g || '@bench.test', true from generate_series(1, ${OWNERS}) g`);
  await db.execute(sql`insert into profiles (id, display_name, first_name)
    select id, name, name from "user" where email like '%@bench.test'`);
  // Listings are live only for owners with an approved identity check (requireIdVerification).
  await db.execute(sql`insert into identity_verifications (user_id, status, document_key, reviewed_at)
    select id, 'approved', 'identity/' || id || '.webp', now() from "user" where email like '%@bench.test'`);
  const batch = 20_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`insert into items (owner_id, title, description, category, brand, tags, daily_rate_cents,
        deposit_cents, handoff, location_label, latitude, longitude, status, published_at, created_at)
      select 'bench-owner-' || (1 + g % ${OWNERS}),
        (array['Cordless drill', 'Inverter generator', 'Lawn mower', 'Party tent', 'Jump starter', 'Mirrorless camera',
          'Pressure washer', 'Rotary hammer'])[1 + g % 8] || ' ' || g,
        'Well kept, cleaned after every rental. ' || (array['Quiet', 'Portable', 'Heavy duty', 'Compact'])[1 + g % 4],
        (array['power-tools', 'generators', 'yard-equipment', 'party-supplies', 'automotive', 'photography',
          'home-garden', 'professional'])[1 + g % 8],
        case when g % 8 = 1 then (array['Honda', 'Generac', 'Champion'])[1 + g % 3] else null end,
        array['tag' || (g % 50), (array['quiet', 'cordless', 'portable', 'electric'])[1 + g % 4]],
        500 + (g % 120) * 100, 1000 + (g % 120) * 200, 'pickup', 'Somewhere, US',
        25 + random() * 24, -124 + random() * 57,
        case when g % 20 = 0 then 'pending' else 'published' end,
        now(), now() - (g || ' seconds')::interval
      from generate_series(${start}::int, ${end}::int) g`);
  }
  await db.execute(sql`insert into item_photos (item_id, owner_id, position, card_key, card_width, card_height,
      full_key, full_width, full_height)
    select id, owner_id, 0, 'items/bench/' || id || '-card.webp', 400, 300, 'items/bench/' || id || '-full.webp', 1600, 1200
    from items`);
  await db.execute(sql`analyze`);
}
