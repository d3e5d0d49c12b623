DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at","id");