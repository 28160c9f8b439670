-- English bylines: an answer or speech keeps its guest as they were when it was written, in both languages.
-- Rows written before this migration take the English fields of their guest as the guest stands now.
ALTER TABLE "qa_answers" ADD COLUMN "guest_en_name" text;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD COLUMN "guest_title_en" text;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD COLUMN "guest_en_company_name" text;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD COLUMN "guest_en_name" text;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD COLUMN "guest_title_en" text;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD COLUMN "guest_en_company_name" text;--> statement-breakpoint
UPDATE "qa_answers" SET "guest_en_name" = g."guest_en_name", "guest_title_en" = g."title_en", "guest_en_company_name" = g."en_guest_company_name"
FROM "activity_guests" g WHERE g."id" = "qa_answers"."guest_id";--> statement-breakpoint
UPDATE "qa_questions" SET "guest_en_name" = g."guest_en_name", "guest_title_en" = g."title_en", "guest_en_company_name" = g."en_guest_company_name"
FROM "activity_guests" g WHERE g."id" = "qa_questions"."guest_id";
