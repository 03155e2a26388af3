ALTER TABLE "transactions" ADD COLUMN "option_outcome" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "linked_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_linked_transaction_id_fk" FOREIGN KEY ("linked_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_option_outcome_known" CHECK ("transactions"."option_outcome" IS NULL OR "transactions"."option_outcome" IN ('assigned', 'exercised'));--> statement-breakpoint
CREATE TABLE "tax_marks" (
	"position_id" integer NOT NULL,
	"year" integer NOT NULL,
	"price" numeric NOT NULL,
	"entered_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_marks_pk" PRIMARY KEY("position_id","year"),
	CONSTRAINT "tax_marks_price_not_negative" CHECK ("tax_marks"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tax_marks" ADD CONSTRAINT "tax_marks_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "tax_year_figures" (
	"year" integer NOT NULL,
	"closing" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"stored_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_year_figures_pk" PRIMARY KEY("year","closing")
);
