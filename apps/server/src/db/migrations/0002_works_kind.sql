ALTER TABLE "works" ADD COLUMN "kind" text DEFAULT 'book' NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "generation_id" integer;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_generation_id_ai_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."ai_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "works_author_account_kind_idx" ON "works" USING btree ("author_account_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "works_generation_unique" ON "works" USING btree ("generation_id");--> statement-breakpoint
UPDATE "works" SET "kind" = CASE "type" WHEN 4 THEN 'agent' WHEN 5 THEN 'video' WHEN 6 THEN 'app' WHEN 7 THEN 'picture' ELSE 'book' END WHERE "type" IN (4, 5, 6, 7);
