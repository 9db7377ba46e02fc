ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_event_check";--> statement-breakpoint
ALTER TABLE "owner_transfers" DROP CONSTRAINT "owner_transfers_kind_check";--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "late_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_check" CHECK ("ledger_entries"."event" in ('confirm', 'return_good', 'return_damaged', 'cancel', 'late_payment_refund', 'claim_settled', 'share_transfer', 'deposit_transfer', 'share_transfer_reversed', 'deposit_transfer_reversed', 'late_fee_kept', 'late_fee_transfer', 'late_fee_transfer_reversed'));--> statement-breakpoint
ALTER TABLE "owner_transfers" ADD CONSTRAINT "owner_transfers_kind_check" CHECK ("owner_transfers"."kind" in ('rental_share', 'deposit_kept', 'late_fee'));--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_late_fee_range" CHECK ("rentals"."late_fee" between 0 and "rentals"."security_deposit");