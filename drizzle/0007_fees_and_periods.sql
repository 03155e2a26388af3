CREATE TYPE "public"."fee_crystallization" AS ENUM('quarterly', 'annual');--> statement-breakpoint
CREATE TABLE "fee_run_investors" (
	"fee_run_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"management_fee" numeric NOT NULL,
	"performance_fee" numeric NOT NULL,
	"total_fee" numeric NOT NULL,
	"fee_shares" numeric NOT NULL,
	"management_fee_percent" numeric NOT NULL,
	"performance_fee_percent" numeric NOT NULL,
	"crystallization" "fee_crystallization" NOT NULL,
	CONSTRAINT "fee_run_investors_fee_run_id_investor_id_pk" PRIMARY KEY("fee_run_id","investor_id")
);
--> statement-breakpoint
CREATE TABLE "fee_run_lots" (
	"fee_run_id" integer NOT NULL,
	"investment_id" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"shares" numeric NOT NULL,
	"high_water_mark" numeric NOT NULL,
	"management_fee" numeric NOT NULL,
	"performance_fee" numeric NOT NULL,
	"new_high_water_mark" numeric NOT NULL,
	"fee_shares" numeric NOT NULL,
	CONSTRAINT "fee_run_lots_fee_run_id_investment_id_pk" PRIMARY KEY("fee_run_id","investment_id")
);
--> statement-breakpoint
CREATE TABLE "fee_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quarter" text NOT NULL,
	"period_end" date NOT NULL,
	"nav_per_unit" numeric NOT NULL,
	"management_fee" numeric NOT NULL,
	"performance_fee" numeric NOT NULL,
	"total_fee" numeric NOT NULL,
	"fee_shares" numeric NOT NULL,
	"posted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_runs_quarter_unique" UNIQUE("quarter")
);
--> statement-breakpoint
CREATE TABLE "fee_terms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"management_fee_percent" numeric DEFAULT '0' NOT NULL,
	"performance_fee_percent" numeric DEFAULT '0' NOT NULL,
	"crystallization" "fee_crystallization" DEFAULT 'quarterly' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_terms_one_row" CHECK ("fee_terms"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "fund_periods" (
	"quarter" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"closings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_fee_terms" (
	"investor_id" integer PRIMARY KEY NOT NULL,
	"management_fee_percent" numeric,
	"performance_fee_percent" numeric,
	"crystallization" "fee_crystallization",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "period_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quarter" text NOT NULL,
	"closing" integer NOT NULL,
	"investor_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_run_investors" ADD CONSTRAINT "fee_run_investors_fee_run_id_fee_runs_id_fk" FOREIGN KEY ("fee_run_id") REFERENCES "public"."fee_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_run_investors" ADD CONSTRAINT "fee_run_investors_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_run_lots" ADD CONSTRAINT "fee_run_lots_fee_run_id_fee_runs_id_fk" FOREIGN KEY ("fee_run_id") REFERENCES "public"."fee_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_run_lots" ADD CONSTRAINT "fee_run_lots_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_run_lots" ADD CONSTRAINT "fee_run_lots_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_fee_terms" ADD CONSTRAINT "investor_fee_terms_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_statements" ADD CONSTRAINT "period_statements_quarter_fund_periods_quarter_fk" FOREIGN KEY ("quarter") REFERENCES "public"."fund_periods"("quarter") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_statements" ADD CONSTRAINT "period_statements_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_run_investors_investor_idx" ON "fee_run_investors" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "fee_run_lots_investor_idx" ON "fee_run_lots" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "fee_run_lots_investment_idx" ON "fee_run_lots" USING btree ("investment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "period_statements_unique" ON "period_statements" USING btree ("quarter","closing","investor_id");