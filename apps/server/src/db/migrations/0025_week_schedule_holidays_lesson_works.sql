CREATE TABLE "class_week_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"period" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"teacher_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"semester_id" integer,
	"name" text NOT NULL,
	"start_tm" date NOT NULL,
	"end_tm" date NOT NULL,
	"stop_type" smallint DEFAULT 1 NOT NULL,
	"stop_scope_type" smallint DEFAULT 1 NOT NULL,
	"course_class_ids" integer[] DEFAULT '{}' NOT NULL,
	"holiday_adjusts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"holiday_stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_explain" text,
	"refund_file" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "lesson_id" integer;--> statement-breakpoint
ALTER TABLE "class_week_slots" ADD CONSTRAINT "class_week_slots_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_week_slots" ADD CONSTRAINT "class_week_slots_teacher_account_id_accounts_id_fk" FOREIGN KEY ("teacher_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_semester_id_platform_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."platform_semesters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_week_slots_class_day_period" ON "class_week_slots" USING btree ("class_id","weekday","period");--> statement-breakpoint
CREATE INDEX "class_week_slots_teacher_idx" ON "class_week_slots" USING btree ("teacher_account_id");--> statement-breakpoint
CREATE INDEX "works_lesson_author_idx" ON "works" USING btree ("lesson_id","author_account_id");