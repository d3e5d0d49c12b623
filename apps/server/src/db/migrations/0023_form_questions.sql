CREATE TABLE "form_question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_type" smallint NOT NULL,
	"title" text NOT NULL,
	"pic_url" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"knowledge_points" text[] DEFAULT '{}'::text[] NOT NULL,
	"grade" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"school_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_quiz_questions" (
	"lesson_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "lesson_quiz_questions_lesson_id_question_id_pk" PRIMARY KEY("lesson_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "form_question_answers" ADD CONSTRAINT "form_question_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_question_answers" ADD CONSTRAINT "form_question_answers_question_id_form_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."form_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_quiz_questions" ADD CONSTRAINT "lesson_quiz_questions_question_id_form_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."form_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_question_answers_pupil_lesson_idx" ON "form_question_answers" USING btree ("account_id","lesson_id");--> statement-breakpoint
CREATE INDEX "form_question_answers_question_idx" ON "form_question_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "form_questions_grade_idx" ON "form_questions" USING btree ("grade");--> statement-breakpoint
CREATE INDEX "form_questions_type_idx" ON "form_questions" USING btree ("question_type");--> statement-breakpoint
CREATE INDEX "lesson_quiz_questions_question_idx" ON "lesson_quiz_questions" USING btree ("question_id");