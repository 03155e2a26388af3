CREATE TYPE "public"."import_status" AS ENUM('PREVIEW', 'COMMITTED', 'UNDONE');--> statement-breakpoint
CREATE TABLE "import_positions" (
	"import_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"before" jsonb,
	"after_fingerprint" text NOT NULL,
	CONSTRAINT "import_positions_import_id_position_id_pk" PRIMARY KEY("import_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"row_key" text NOT NULL,
	"occurrence" integer NOT NULL,
	"execution" jsonb NOT NULL,
	"entry" jsonb,
	"imported" boolean DEFAULT false NOT NULL,
	CONSTRAINT "import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"format" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"filename" text NOT NULL,
	"status" "import_status" DEFAULT 'PREVIEW' NOT NULL,
	"actor" text NOT NULL,
	"reading" jsonb NOT NULL,
	"counts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "fees" numeric;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "import_row" integer;--> statement-breakpoint
ALTER TABLE "import_positions" ADD CONSTRAINT "import_positions_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_key_idx" ON "import_rows" USING btree ("row_key");--> statement-breakpoint
CREATE UNIQUE INDEX "import_rows_imported_key" ON "import_rows" USING btree ("row_key","occurrence") WHERE "import_rows"."imported";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_import_idx" ON "transactions" USING btree ("import_id");