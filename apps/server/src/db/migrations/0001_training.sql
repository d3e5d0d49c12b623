CREATE TABLE "training_class_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"categories" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"model_key" text,
	"model_accuracy" double precision,
	"model_saved_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_class_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"category_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"media_id" integer,
	"keypoints" jsonb,
	"notes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_saved_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"project_key" text NOT NULL,
	"model_key" text,
	"size" integer NOT NULL,
	"sample_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_class_projects" ADD CONSTRAINT "training_class_projects_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_class_projects" ADD CONSTRAINT "training_class_projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_class_samples" ADD CONSTRAINT "training_class_samples_project_id_training_class_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."training_class_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_class_samples" ADD CONSTRAINT "training_class_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_class_samples" ADD CONSTRAINT "training_class_samples_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_saved_projects" ADD CONSTRAINT "training_saved_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_class_projects_class_idx" ON "training_class_projects" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "training_class_samples_project_idx" ON "training_class_samples" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "training_class_samples_media_idx" ON "training_class_samples" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "training_saved_projects_user_idx" ON "training_saved_projects" USING btree ("user_id","kind","updated_at");