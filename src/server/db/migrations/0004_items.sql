-- Tags as one text for the generated search vector. array_to_string is only STABLE (its output
-- depends on element types' settings), which a generated column refuses; for text[] the result
-- never changes, so this wrapper may be IMMUTABLE.
CREATE OR REPLACE FUNCTION shareshed_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string(tags, ' '), '');
--> statement-breakpoint
CREATE TABLE "item_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"owner_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"card_key" text NOT NULL,
	"card_width" integer NOT NULL,
	"card_height" integer NOT NULL,
	"full_key" text NOT NULL,
	"full_width" integer NOT NULL,
	"full_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"brand" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"daily_rate_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"handoff" text NOT NULL,
	"location_label" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("items"."title", '')), 'A') || setweight(to_tsvector('english'::regconfig, shareshed_tags_text("items"."tags")), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("items"."description", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_daily_rate_positive" CHECK ("items"."daily_rate_cents" > 0),
	CONSTRAINT "items_deposit_not_negative" CHECK ("items"."deposit_cents" >= 0),
	CONSTRAINT "items_category_check" CHECK ("items"."category" in ('power-tools', 'generators', 'yard-equipment', 'party-supplies', 'automotive', 'photography', 'home-garden', 'professional')),
	CONSTRAINT "items_handoff_check" CHECK ("items"."handoff" in ('pickup', 'delivery', 'both')),
	CONSTRAINT "items_status_check" CHECK ("items"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "items_latitude_range" CHECK ("items"."latitude" between -90 and 90),
	CONSTRAINT "items_longitude_range" CHECK ("items"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "item_photos" ADD CONSTRAINT "item_photos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_photos" ADD CONSTRAINT "item_photos_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_photos_item_idx" ON "item_photos" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "item_photos_unclaimed_idx" ON "item_photos" USING btree ("owner_id","created_at") WHERE "item_photos"."item_id" is null;--> statement-breakpoint
CREATE INDEX "items_owner_idx" ON "items" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "items_published_category_idx" ON "items" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "items_published_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "items_review_queue_idx" ON "items" USING btree ("created_at") WHERE "items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "items_earth_idx" ON "items" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_title_trgm_idx" ON "items" USING gin ("title" gin_trgm_ops);