CREATE TABLE "owner_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"destination" text,
	"provider_transfer_id" text,
	"provider_payout_id" text,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_transfers_amount_positive" CHECK ("owner_transfers"."amount" > 0),
	CONSTRAINT "owner_transfers_kind_check" CHECK ("owner_transfers"."kind" in ('rental_share', 'deposit_kept')),
	CONSTRAINT "owner_transfers_status_check" CHECK ("owner_transfers"."status" in ('held', 'frozen', 'pending', 'sent', 'paid', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider_check" CHECK ("payout_accounts"."provider" in ('sandbox', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "provider_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"rental_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"bank_last4" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_connected_accounts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination" text NOT NULL,
	"amount" integer NOT NULL,
	"transfer_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_event_check";--> statement-breakpoint
ALTER TABLE "owner_transfers" ADD CONSTRAINT "owner_transfers_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_transfers" ADD CONSTRAINT "owner_transfers_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_disputes" ADD CONSTRAINT "provider_disputes_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD CONSTRAINT "sandbox_transfers_destination_sandbox_connected_accounts_id_fk" FOREIGN KEY ("destination") REFERENCES "public"."sandbox_connected_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_transfers_rental_kind_idx" ON "owner_transfers" USING btree ("rental_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_transfers_provider_idx" ON "owner_transfers" USING btree ("provider_transfer_id");--> statement-breakpoint
CREATE INDEX "owner_transfers_owner_idx" ON "owner_transfers" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "owner_transfers_status_idx" ON "owner_transfers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_idx" ON "payout_accounts" USING btree ("provider","account_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'platform_fee', 'owner_payout', 'deposit_held', 'refund', 'owner_transfer'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_check" CHECK ("ledger_entries"."event" in ('confirm', 'return_good', 'return_damaged', 'cancel', 'late_payment_refund', 'claim_settled', 'share_transfer', 'deposit_transfer', 'share_transfer_reversed', 'deposit_transfer_reversed'));