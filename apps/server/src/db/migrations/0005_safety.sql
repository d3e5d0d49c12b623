CREATE TABLE "safety_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"tool" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text NOT NULL,
	"context" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_class_rules" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"blocked_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"strictness" text,
	"refusal_message" text,
	"gallery_kinds" text[],
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tool" text NOT NULL,
	"direction" text NOT NULL,
	"outcome" text NOT NULL,
	"text" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"flagged_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"matches" text[] DEFAULT '{}'::text[] NOT NULL,
	"alert_kind" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_pupil_controls" (
	"class_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"locked_tools" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_pupil_controls_class_id_account_id_pk" PRIMARY KEY("class_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "safety_school_rules" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"blocked_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"strictness" text DEFAULT 'standard' NOT NULL,
	"refusal_message" text,
	"gallery_kinds" text[],
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_event_id_safety_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."safety_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_acknowledged_by_accounts_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_class_rules" ADD CONSTRAINT "safety_class_rules_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_events" ADD CONSTRAINT "safety_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_events" ADD CONSTRAINT "safety_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_pupil_controls" ADD CONSTRAINT "safety_pupil_controls_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_pupil_controls" ADD CONSTRAINT "safety_pupil_controls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_school_rules" ADD CONSTRAINT "safety_school_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_alerts_class_idx" ON "safety_alerts" USING btree ("class_id","status","id");--> statement-breakpoint
CREATE INDEX "safety_alerts_school_idx" ON "safety_alerts" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "safety_events_class_ids_idx" ON "safety_events" USING gin ("class_ids");--> statement-breakpoint
CREATE INDEX "safety_events_account_idx" ON "safety_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "safety_events_school_idx" ON "safety_events" USING btree ("school_id","created_at");