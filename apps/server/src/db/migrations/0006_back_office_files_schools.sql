CREATE TABLE "file_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_tag" text NOT NULL,
	"task_file_name" text NOT NULL,
	"task_param" jsonb NOT NULL,
	"task_type" smallint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"row_count" integer,
	"result_key" text,
	"source_key" text,
	"error_message" text,
	"import_summary" jsonb,
	"creator_user_id" integer NOT NULL,
	"creator_auth" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_sync_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"roster_grade_name" text NOT NULL,
	"roster_class_name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "contact_mobile" text;--> statement-breakpoint
ALTER TABLE "class_sync_configs" ADD CONSTRAINT "class_sync_configs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sync_configs" ADD CONSTRAINT "class_sync_configs_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_tasks_creator_idx" ON "file_tasks" USING btree ("creator_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "file_tasks_created_idx" ON "file_tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "file_tasks_expires_idx" ON "file_tasks" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_sync_configs_roster_uq" ON "class_sync_configs" USING btree ("school_id","roster_grade_name","roster_class_name");--> statement-breakpoint
CREATE INDEX "class_sync_configs_class_idx" ON "class_sync_configs" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "schools_district_idx" ON "schools" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "schools_city_idx" ON "schools" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "schools_province_idx" ON "schools" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "schools_status_created_idx" ON "schools" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");