ALTER TABLE "investors" ADD COLUMN "identity_subject" text;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_identity_subject_unique" UNIQUE("identity_subject");