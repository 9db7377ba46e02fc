ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_content_check" CHECK (("notifications"."kind" is not null and "notifications"."params" is not null) or ("notifications"."title" is not null and "notifications"."message" is not null));--> statement-breakpoint
-- Backfill: notifications written as English sentences become data where their event can be read
-- back (the dedupe key names the rental or review; the wishlist link names the item). Their old
-- title and message stay, only as the fallback of a web app that does not know the kind.
UPDATE "notifications" n SET "kind" = 'rental_requested', "params" = jsonb_build_object(
  'rentalId', r."id", 'itemTitle', r."item_title", 'days', r."rental_days", 'startDate', to_char(r."start_date", 'YYYY-MM-DD'),
  'renterName', coalesce(nullif(p."display_name", ''), nullif(trim(p."first_name" || ' ' || p."last_name"), ''), nullif(u."name", ''), 'Someone'))
FROM "rentals" r LEFT JOIN "user" u ON u."id" = r."renter_id" LEFT JOIN "profiles" p ON p."id" = r."renter_id"
WHERE n."kind" IS NULL AND n."dedupe_key" = 'rental_request:' || r."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'payout_pending', "params" = jsonb_build_object(
  'rentalId', r."id", 'itemTitle', r."item_title", 'ownerAmountCents', r."owner_amount", 'subtotalCents', r."subtotal_amount", 'feeCents', r."platform_fee")
FROM "rentals" r WHERE n."kind" IS NULL AND n."dedupe_key" = 'payment:payout:' || r."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'payment_received', "params" = jsonb_build_object(
  'rentalId', r."id", 'itemTitle', r."item_title", 'totalCents', r."total_amount", 'depositCents', r."security_deposit",
  'days', r."rental_days", 'startDate', to_char(r."start_date", 'YYYY-MM-DD'))
FROM "rentals" r WHERE n."kind" IS NULL AND n."dedupe_key" = 'payment:receipt:' || r."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'return_processed', "params" = jsonb_build_object(
  'rentalId', r."id", 'itemTitle', r."item_title", 'condition', coalesce(r."return_condition", 'good'), 'depositCents', r."security_deposit")
FROM "rentals" r WHERE n."kind" IS NULL AND n."dedupe_key" = 'payment:return:' || r."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'return_due_tomorrow', "params" = jsonb_build_object(
  'rentalId', r."id", 'itemTitle', r."item_title", 'dueDate', to_char(r."end_date" - 1, 'YYYY-MM-DD'))
FROM "rentals" r WHERE n."kind" IS NULL AND n."dedupe_key" = 'reminder:due:' || r."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'rental_overdue', "params" = jsonb_build_object(
  'rentalId', r."id", 'itemTitle', r."item_title", 'dueDate', to_char(r."end_date" - 1, 'YYYY-MM-DD'),
  'role', CASE WHEN n."user_id" = r."renter_id" THEN 'renter' ELSE 'owner' END)
FROM "rentals" r WHERE n."kind" IS NULL AND n."dedupe_key" = 'reminder:overdue:' || r."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'review_due', "params" = jsonb_build_object(
  'rentalId', r."id", 'itemTitle', r."item_title", 'windowDays', 14,
  'role', CASE WHEN n."user_id" = r."renter_id" THEN 'renter' ELSE 'owner' END)
FROM "rentals" r WHERE n."kind" IS NULL AND n."dedupe_key" = 'review:due:' || r."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'review_received', "params" = jsonb_build_object(
  'reviewId', v."id", 'itemTitle', r."item_title", 'windowDays', 14,
  'bothVisible', n."message" LIKE '%Both reviews are now visible.%')
FROM "reviews" v JOIN "rentals" r ON r."id" = v."rental_id"
WHERE n."kind" IS NULL AND n."dedupe_key" = 'review:received:' || v."id";--> statement-breakpoint
UPDATE "notifications" n SET "kind" = 'wishlist_available', "params" = jsonb_build_object('itemId', i."id", 'itemTitle', i."title")
FROM "items" i WHERE n."kind" IS NULL AND n."type" = 'wishlist' AND n."title" = 'Available again' AND n."link" = '/items/' || i."id";
