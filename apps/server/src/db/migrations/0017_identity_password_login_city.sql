CREATE TABLE "identity_checks" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_open_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"open_id" text NOT NULL,
	"union_id" text,
	"nickname" text,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_records" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "login_records" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "login_records" ADD COLUMN "exceptions" jsonb;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_passwords" ADD CONSTRAINT "identity_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_open_bindings" ADD CONSTRAINT "user_open_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_open_bindings_open_id_unique" ON "user_open_bindings" USING btree ("platform","app_id","open_id");--> statement-breakpoint
CREATE INDEX "user_open_bindings_user_idx" ON "user_open_bindings" USING btree ("user_id");