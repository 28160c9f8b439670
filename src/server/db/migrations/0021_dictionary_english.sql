ALTER TABLE "dictionary_items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD COLUMN "attach_field1_en" text;