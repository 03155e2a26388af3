CREATE TYPE "public"."capital_request_kind" AS ENUM('subscription', 'redemption');--> statement-breakpoint
CREATE TYPE "public"."capital_request_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "capital_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capital_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investor_id" integer NOT NULL,
	"kind" "capital_request_kind" NOT NULL,
	"status" "capital_request_status" DEFAULT 'pending' NOT NULL,
	"amount" numeric,
	"shares" numeric,
	"note" text,
	"request_date" date NOT NULL,
	"earliest_dealing_date" date NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"notice_waived" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"investment_id" integer,
	"shares_after" numeric,
	CONSTRAINT "capital_requests_investment_unique" UNIQUE("investment_id"),
	CONSTRAINT "capital_requests_amount_or_shares" CHECK (num_nonnulls("capital_requests"."amount", "capital_requests"."shares") = 1),
	CONSTRAINT "capital_requests_subscription_amount" CHECK ("capital_requests"."kind" = 'redemption' OR "capital_requests"."shares" IS NULL),
	CONSTRAINT "capital_requests_approved_booked" CHECK (("capital_requests"."status" = 'approved') = ("capital_requests"."investment_id" IS NOT NULL AND "capital_requests"."shares_after" IS NOT NULL)),
	CONSTRAINT "capital_requests_rejected_reason" CHECK ("capital_requests"."status" <> 'rejected' OR "capital_requests"."rejection_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "capital_requests" ADD CONSTRAINT "capital_requests_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_requests" ADD CONSTRAINT "capital_requests_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capital_requests_status_idx" ON "capital_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "capital_requests_investor_idx" ON "capital_requests" USING btree ("investor_id");