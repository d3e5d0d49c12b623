CREATE TABLE "sso_proxy_granting_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"sso_session_id" integer NOT NULL,
	"proxies" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD COLUMN "from_new_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD COLUMN "proxy_granting_ticket_id" integer;--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD COLUMN "proxies" jsonb;--> statement-breakpoint
ALTER TABLE "sso_proxy_granting_tickets" ADD CONSTRAINT "sso_proxy_granting_tickets_sso_session_id_sso_sessions_id_fk" FOREIGN KEY ("sso_session_id") REFERENCES "public"."sso_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_pgt_hash_unique" ON "sso_proxy_granting_tickets" USING btree ("ticket_hash");