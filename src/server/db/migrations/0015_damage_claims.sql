CREATE TABLE "claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"uploader_id" text,
	"card_key" text NOT NULL,
	"full_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_claims" (
	"rental_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"amount_claimed" integer NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"renter_statement" text,
	"disputed_at" timestamp with time zone,
	"outcome" text,
	"amount_kept" integer,
	"decided_by" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_claims_status_check" CHECK ("damage_claims"."status" in ('open', 'disputed', 'settled')),
	CONSTRAINT "damage_claims_outcome_check" CHECK ("damage_claims"."outcome" is null or "damage_claims"."outcome" in ('accepted', 'lapsed', 'refund_all', 'keep_part', 'keep_all')),
	CONSTRAINT "damage_claims_amount_positive" CHECK ("damage_claims"."amount_claimed" > 0),
	CONSTRAINT "damage_claims_settled_complete" CHECK (("damage_claims"."status" = 'settled') = ("damage_claims"."outcome" is not null and "damage_claims"."amount_kept" is not null and "damage_claims"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_event_check";--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_uploader_id_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_claims" ADD CONSTRAINT "damage_claims_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_photos_rental_idx" ON "claim_photos" USING btree ("rental_id","created_at");--> statement-breakpoint
CREATE INDEX "damage_claims_open_idx" ON "damage_claims" USING btree ("respond_by") WHERE "damage_claims"."status" = 'open';--> statement-breakpoint
CREATE INDEX "damage_claims_disputed_idx" ON "damage_claims" USING btree ("disputed_at") WHERE "damage_claims"."status" = 'disputed';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_check" CHECK ("ledger_entries"."event" in ('confirm', 'return_good', 'return_damaged', 'cancel', 'late_payment_refund', 'claim_settled'));