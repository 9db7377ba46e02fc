CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rental_id" uuid NOT NULL,
	"payment_id" uuid,
	"event" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"party_id" text,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'platform_fee', 'owner_payout', 'deposit_held', 'refund')),
	CONSTRAINT "ledger_entries_event_check" CHECK ("ledger_entries"."event" in ('confirm', 'return_good', 'return_damaged', 'cancel', 'late_payment_refund'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"payer_id" text,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"checkout_url" text,
	"status" text DEFAULT 'creating' NOT NULL,
	"amount_total" integer NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"failure_message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('creating', 'open', 'paid', 'expired', 'failed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_total" > 0),
	CONSTRAINT "payments_refund_range" CHECK ("payments"."amount_refunded" >= 0 and "payments"."amount_refunded" <= "payments"."amount_total")
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"line_items" jsonb NOT NULL,
	"amount_total" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"payment_intent" text,
	"card_last4" text,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_checkout_sessions_status_check" CHECK ("sandbox_checkout_sessions"."status" in ('open', 'complete', 'expired')),
	CONSTRAINT "sandbox_checkout_sessions_refund_range" CHECK ("sandbox_checkout_sessions"."amount_refunded" >= 0 and "sandbox_checkout_sessions"."amount_refunded" <= "sandbox_checkout_sessions"."amount_total")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"rental_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"amount" integer NOT NULL,
	"refund_reason" text,
	"refund_reference" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('held', 'refunded', 'forfeited')),
	CONSTRAINT "deposits_amount_not_negative" CHECK ("deposits"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"item_title" text NOT NULL,
	"renter_id" text,
	"owner_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rental_days" integer NOT NULL,
	"daily_rate" integer NOT NULL,
	"subtotal_amount" integer NOT NULL,
	"platform_fee" integer NOT NULL,
	"owner_amount" integer NOT NULL,
	"security_deposit" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"commission_rate" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"actual_return_date" timestamp with time zone,
	"return_condition" text,
	"returned_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rentals_status_check" CHECK ("rentals"."status" in ('pending', 'active', 'returned', 'overdue', 'cancelled')),
	CONSTRAINT "rentals_days_range" CHECK ("rentals"."rental_days" between 1 and 365),
	CONSTRAINT "rentals_period_matches_days" CHECK ("rentals"."end_date" = "rentals"."start_date" + "rentals"."rental_days"),
	CONSTRAINT "rentals_daily_rate_positive" CHECK ("rentals"."daily_rate" > 0),
	CONSTRAINT "rentals_subtotal" CHECK ("rentals"."subtotal_amount" = "rentals"."daily_rate" * "rentals"."rental_days"),
	CONSTRAINT "rentals_fee_split" CHECK ("rentals"."platform_fee" >= 0 and "rentals"."owner_amount" >= 0 and "rentals"."platform_fee" + "rentals"."owner_amount" = "rentals"."subtotal_amount"),
	CONSTRAINT "rentals_deposit_not_negative" CHECK ("rentals"."security_deposit" >= 0),
	CONSTRAINT "rentals_total" CHECK ("rentals"."total_amount" = "rentals"."subtotal_amount" + "rentals"."security_deposit"),
	CONSTRAINT "rentals_commission_range" CHECK ("rentals"."commission_rate" between 0 and 100),
	CONSTRAINT "rentals_return_condition_check" CHECK ("rentals"."return_condition" is null or "rentals"."return_condition" in ('good', 'damaged')),
	CONSTRAINT "rentals_cancel_reason_check" CHECK ("rentals"."cancel_reason" is null or "rentals"."cancel_reason" in ('hold_expired', 'renter', 'owner', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_party_id_user_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_user_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_session_id_sandbox_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_renter_id_user_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_returned_by_user_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_event_idx" ON "ledger_entries" USING btree ("rental_id","event","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_party_idx" ON "ledger_entries" USING btree ("party_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_idx" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_rental_idx" ON "payments" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkout_sessions_intent_idx" ON "sandbox_checkout_sessions" USING btree ("payment_intent");--> statement-breakpoint
CREATE INDEX "rentals_renter_idx" ON "rentals" USING btree ("renter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rentals_owner_idx" ON "rentals" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rentals_item_idx" ON "rentals" USING btree ("item_id","start_date");--> statement-breakpoint
CREATE INDEX "rentals_pending_hold_idx" ON "rentals" USING btree ("hold_expires_at") WHERE "rentals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "rentals_active_end_idx" ON "rentals" USING btree ("end_date") WHERE "rentals"."status" = 'active';