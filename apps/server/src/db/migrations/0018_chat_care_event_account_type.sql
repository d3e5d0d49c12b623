ALTER TABLE "ai_conversation_messages" ADD COLUMN "care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_events" ADD COLUMN "account_type" smallint DEFAULT 2 NOT NULL;