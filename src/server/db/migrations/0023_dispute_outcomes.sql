ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_event_check";--> statement-breakpoint
ALTER TABLE "owner_transfers" DROP CONSTRAINT "owner_transfers_status_check";--> statement-breakpoint
ALTER TABLE "owner_transfers" ADD COLUMN "payout_failure_code" text;--> statement-breakpoint
ALTER TABLE "provider_disputes" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_disputes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_check" CHECK ("ledger_entries"."event" in ('confirm', 'return_good', 'return_damaged', 'cancel', 'late_payment_refund', 'claim_settled', 'share_transfer', 'deposit_transfer', 'share_transfer_reversed', 'deposit_transfer_reversed', 'late_fee_kept', 'late_fee_transfer', 'late_fee_transfer_reversed', 'extension', 'extension_transfer', 'extension_transfer_reversed', 'no_show', 'dispute_lost'));--> statement-breakpoint
ALTER TABLE "owner_transfers" ADD CONSTRAINT "owner_transfers_status_check" CHECK ("owner_transfers"."status" in ('held', 'frozen', 'pending', 'sent', 'paid', 'reversed', 'payout_failed'));--> statement-breakpoint
ALTER TABLE "provider_disputes" ADD CONSTRAINT "provider_disputes_status_check" CHECK ("provider_disputes"."status" in ('open', 'won', 'lost'));