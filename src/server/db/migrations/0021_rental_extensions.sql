CREATE TABLE "rental_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"requested_by" text,
	"days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"declined_by" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_extensions_status_check" CHECK ("rental_extensions"."status" in ('requested', 'accepted', 'declined', 'expired', 'paid')),
	CONSTRAINT "rental_extensions_days_range" CHECK ("rental_extensions"."days" between 1 and 365),
	CONSTRAINT "rental_extensions_money" CHECK ("rental_extensions"."price_cents" > 0 and "rental_extensions"."fee_cents" >= 0 and "rental_extensions"."fee_cents" <= "rental_extensions"."price_cents")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_event_check";--> statement-breakpoint
ALTER TABLE "owner_transfers" DROP CONSTRAINT "owner_transfers_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extension_id" uuid;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "extension_hold_until" date;--> statement-breakpoint
ALTER TABLE "rental_extensions" ADD CONSTRAINT "rental_extensions_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_extensions" ADD CONSTRAINT "rental_extensions_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_extensions_rental_idx" ON "rental_extensions" USING btree ("rental_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rental_extensions_one_open_idx" ON "rental_extensions" USING btree ("rental_id") WHERE "rental_extensions"."status" in ('requested', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "rental_extensions_one_paid_idx" ON "rental_extensions" USING btree ("rental_id") WHERE "rental_extensions"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "rental_extensions_open_idx" ON "rental_extensions" USING btree ("respond_by") WHERE "rental_extensions"."status" in ('requested', 'accepted');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_extension_id_rental_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."rental_extensions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_extension_idx" ON "payments" USING btree ("extension_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_check" CHECK ("ledger_entries"."event" in ('confirm', 'return_good', 'return_damaged', 'cancel', 'late_payment_refund', 'claim_settled', 'share_transfer', 'deposit_transfer', 'share_transfer_reversed', 'deposit_transfer_reversed', 'late_fee_kept', 'late_fee_transfer', 'late_fee_transfer_reversed', 'extension', 'extension_transfer', 'extension_transfer_reversed'));--> statement-breakpoint
ALTER TABLE "owner_transfers" ADD CONSTRAINT "owner_transfers_kind_check" CHECK ("owner_transfers"."kind" in ('rental_share', 'deposit_kept', 'late_fee', 'extension_share'));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_extension_hold_after_end" CHECK ("rentals"."extension_hold_until" is null or "rentals"."extension_hold_until" > "rentals"."end_date");--> statement-breakpoint
-- An accepted extension holds its extra days before it is paid (decision 031): the one exclusion
-- constraint now covers each rental up to the end of its held extension, so an extension and a
-- booking of the same days can never both win, whoever commits first.
ALTER TABLE "rentals" DROP CONSTRAINT "rentals_no_overlap";--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_no_overlap" EXCLUDE USING gist (
  "item_id" WITH =,
  daterange("start_date", coalesce("extension_hold_until", "end_date"), '[)') WITH &&
) WHERE ("status" IN ('pending', 'active', 'overdue'));
