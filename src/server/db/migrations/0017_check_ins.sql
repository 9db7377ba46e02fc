CREATE TABLE "check_in_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rental_id" uuid NOT NULL,
	"step" text,
	"uploader_id" text,
	"card_key" text NOT NULL,
	"full_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_photos_step_check" CHECK ("check_in_photos"."step" is null or "check_in_photos"."step" in ('pickup', 'return'))
);
--> statement-breakpoint
CREATE TABLE "rental_check_ins" (
	"rental_id" uuid NOT NULL,
	"step" text NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_check_ins_rental_id_step_pk" PRIMARY KEY("rental_id","step"),
	CONSTRAINT "rental_check_ins_step_check" CHECK ("rental_check_ins"."step" in ('pickup', 'return')),
	CONSTRAINT "rental_check_ins_attempts_check" CHECK ("rental_check_ins"."code_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_in_photos" ADD CONSTRAINT "check_in_photos_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_photos" ADD CONSTRAINT "check_in_photos_uploader_id_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_check_ins" ADD CONSTRAINT "rental_check_ins_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_check_ins" ADD CONSTRAINT "rental_check_ins_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_check_ins" ADD CONSTRAINT "rental_check_ins_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_photos_rental_idx" ON "check_in_photos" USING btree ("rental_id","created_at");