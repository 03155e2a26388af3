CREATE TYPE "public"."document_category" AS ENUM('operating_agreement', 'quarterly_report', 'tax_document', 'investment_document', 'communication', 'compliance');--> statement-breakpoint
CREATE TYPE "public"."nav_data_kind" AS ENUM('quarterly', 'year_start', 'inception');--> statement-breakpoint
CREATE TYPE "public"."position_type" AS ENUM('THETA', 'STOCK', 'OPTION');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('OPEN', 'CLOSE', 'PARTIAL_CLOSE', 'ROLL_CLOSE', 'EXPIRE', 'BUY', 'SELL');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investor_id" integer NOT NULL,
	"filename" text NOT NULL,
	"category" "document_category" NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"description" text,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investor_id" integer NOT NULL,
	"investment_date" date NOT NULL,
	"amount_invested" numeric NOT NULL,
	"nav_at_entry" numeric NOT NULL,
	"shares_issued" numeric NOT NULL,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_nav_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investor_nav_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investor_id" integer NOT NULL,
	"kind" "nav_data_kind" NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"nav_value" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"quarterly_contribution" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_sectors" (
	"position_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "position_sectors_position_id_sector_id_pk" PRIMARY KEY("position_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "position_type" NOT NULL,
	"ticker" text NOT NULL,
	"quarter" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"net_profit" numeric,
	"open_date" timestamp NOT NULL,
	"close_date" timestamp,
	"comments" text,
	"thesis" text,
	"action" text,
	"expiration_date" date,
	"strike" numeric,
	"option_type" text,
	"contracts" integer,
	"premium" numeric,
	"net_premium" numeric,
	"cost_basis" numeric,
	"total_cost" numeric,
	"current_value" numeric,
	"percent_change" numeric,
	"number_shares" numeric,
	"avg_price" numeric,
	"current_price" numeric,
	"total_value" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_closed_has_date" CHECK ("positions"."is_open" OR "positions"."close_date" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "quarters" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sectors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "sectors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position_id" integer NOT NULL,
	"type" "transaction_type" NOT NULL,
	"quantity" numeric,
	"premium" numeric,
	"price" numeric,
	"close_value" numeric,
	"total_value" numeric,
	"net_profit" numeric,
	"date" timestamp NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_nav_data" ADD CONSTRAINT "investor_nav_data_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_sectors" ADD CONSTRAINT "position_sectors_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_sectors" ADD CONSTRAINT "position_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "documents_investor_idx" ON "documents" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("investor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_nav_data_unique" ON "investor_nav_data" USING btree ("investor_id","kind","period");--> statement-breakpoint
CREATE INDEX "positions_quarter_idx" ON "positions" USING btree ("quarter");--> statement-breakpoint
CREATE INDEX "transactions_position_idx" ON "transactions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("date");