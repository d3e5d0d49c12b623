DROP INDEX "works_school_newest_idx";--> statement-breakpoint
DROP INDEX "works_review_newest_idx";--> statement-breakpoint
DROP INDEX "ai_point_records_school_newest_idx";--> statement-breakpoint
DROP INDEX "ai_point_records_class_newest_idx";--> statement-breakpoint
CREATE INDEX "works_school_newest_idx" ON "works" USING btree ("school_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "works_review_newest_idx" ON "works" USING btree ("status","audit_status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ai_point_records_school_newest_idx" ON "ai_point_records" USING btree ("school_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ai_point_records_class_newest_idx" ON "ai_point_records" USING btree ("class_id","id" DESC NULLS FIRST);