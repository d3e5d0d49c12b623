CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"address" text,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_semesters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"current_semester" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"name" text NOT NULL,
	"teacher_role_type" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"tourist" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"staff_type" smallint NOT NULL,
	"school_id" integer,
	"district_id" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"mobile" text,
	"password_hash" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"pen_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"audience" text NOT NULL,
	"account_type" smallint,
	"tourist" smallint DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"class_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"mac" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_students_class_id_account_id_pk" PRIMARY KEY("class_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "class_teachers_class_id_account_id_pk" PRIMARY KEY("class_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "course_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"course_class_name" text NOT NULL,
	"course_class_status" smallint DEFAULT 10 NOT NULL,
	"class_code" text NOT NULL,
	"service_type" smallint DEFAULT 1 NOT NULL,
	"ai_tool_types" integer[] DEFAULT '{}' NOT NULL,
	"ai_tool_sub_types" integer[] DEFAULT '{}' NOT NULL,
	"available_ai" smallint DEFAULT 1 NOT NULL,
	"effective_end_date" date,
	"fanbook_id_code" text,
	"fanbook_invite_code" text,
	"limit_student_size" integer,
	"limit_student_type" smallint,
	"mall_course_id" integer,
	"student_create_mode_type" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account" text NOT NULL,
	"user_id" integer,
	"failures" smallint NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" integer
);
--> statement-breakpoint
CREATE TABLE "login_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"account_kind" text NOT NULL,
	"account" text NOT NULL,
	"method" text NOT NULL,
	"result" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"trace_id" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"code_hash" text,
	"code_salt" text,
	"user_id" integer,
	"ip" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_type" smallint,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"sso_session_id" integer NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_initial_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cipher_text" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_type" integer NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_tool_configs" (
	"school_id" integer NOT NULL,
	"tool_type" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_tool_configs_school_id_tool_type_pk" PRIMARY KEY("school_id","tool_type")
);
--> statement-breakpoint
CREATE TABLE "download_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"os" text,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text,
	"size" integer,
	"storage_key" text,
	"external_url" text,
	"builtin" text,
	"school_id" integer,
	"class_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"works_name" text NOT NULL,
	"works_author" text,
	"author_public_name" text NOT NULL,
	"customize_school_name" text,
	"school_id" integer NOT NULL,
	"works_class_id" integer,
	"works_cover_pic" text,
	"works_back_cover_pic" text,
	"cover_thumb_url" text,
	"works_intro" text,
	"works_prompt" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_remark" text,
	"audited_at" timestamp with time zone,
	"audited_by" integer,
	"recommend" boolean DEFAULT false NOT NULL,
	"sort_score" integer DEFAULT 0 NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"type" smallint NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"background_color" text,
	"cover_center" boolean DEFAULT false NOT NULL,
	"works_page_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"works_content_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"works_compress_content_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jump_url" text,
	"agent_program_code" text,
	"cover_pic_ratio_high" integer,
	"cover_pic_ratio_wide" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"copied_from_id" integer,
	"works_creator_type" smallint NOT NULL,
	"works_creator_id" integer NOT NULL,
	"author_user_id" integer,
	"author_account_id" integer,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"works_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"actor_user_id" integer,
	"actor_role" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_likes" (
	"works_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_likes_works_id_user_id_pk" PRIMARY KEY("works_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"owner_user_id" integer,
	"purpose" text DEFAULT 'works' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_media" (
	"works_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "works_media_works_id_media_id_pk" PRIMARY KEY("works_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"error_detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ai_agent_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer,
	"title" text NOT NULL,
	"prologue" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"quick_commands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voice_style" text DEFAULT 'gentle' NOT NULL,
	"icon_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_class_controls" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"locked_tools" text[] DEFAULT '{}' NOT NULL,
	"lesson_required" boolean DEFAULT false NOT NULL,
	"lesson_open_until" timestamp with time zone,
	"updated_by_account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer,
	"agent_config_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"generation_id" integer,
	"owner_user_id" integer,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool" text NOT NULL,
	"rule_type" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"seed" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"refused" boolean DEFAULT false NOT NULL,
	"moderation" jsonb,
	"points" integer DEFAULT 0 NOT NULL,
	"point_account_id" integer,
	"refunded_at" timestamp with time zone,
	"result" jsonb,
	"error_message" text,
	"job_id" integer,
	"resubmit_of_id" integer,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_generations_status_check" CHECK ("ai_generations"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ai_point_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" smallint NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer,
	"account_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"daily_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_point_accounts_points_check" CHECK ("ai_point_accounts"."points" >= 0),
	CONSTRAINT "ai_point_accounts_owner_check" CHECK ("ai_point_accounts"."owner_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "ai_point_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"school_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_account_id" integer,
	CONSTRAINT "ai_point_codes_points_check" CHECK ("ai_point_codes"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "ai_point_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"point_account_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer,
	"account_id" integer,
	"point_type" smallint NOT NULL,
	"rule_type" smallint,
	"points" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text NOT NULL,
	"generation_id" integer,
	"operator_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_point_rules" (
	"rule_type" smallint PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_point_rules_points_check" CHECK ("ai_point_rules"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_semester_id_platform_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."platform_semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tickets" ADD CONSTRAINT "sso_tickets_sso_session_id_sso_sessions_id_fk" FOREIGN KEY ("sso_session_id") REFERENCES "public"."sso_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_initial_passwords" ADD CONSTRAINT "student_initial_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tickets" ADD CONSTRAINT "launch_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tickets" ADD CONSTRAINT "launch_tickets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tickets" ADD CONSTRAINT "launch_tickets_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_tool_configs" ADD CONSTRAINT "ai_tool_configs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_resources" ADD CONSTRAINT "download_resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_resources" ADD CONSTRAINT "download_resources_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_works_class_id_course_classes_id_fk" FOREIGN KEY ("works_class_id") REFERENCES "public"."course_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_copied_from_id_works_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_history" ADD CONSTRAINT "works_history_works_id_works_id_fk" FOREIGN KEY ("works_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_likes" ADD CONSTRAINT "works_likes_works_id_works_id_fk" FOREIGN KEY ("works_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_likes" ADD CONSTRAINT "works_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_media" ADD CONSTRAINT "works_media_works_id_works_id_fk" FOREIGN KEY ("works_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_media" ADD CONSTRAINT "works_media_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_configs" ADD CONSTRAINT "ai_agent_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_configs" ADD CONSTRAINT "ai_agent_configs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_configs" ADD CONSTRAINT "ai_agent_configs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_agent_configs" ADD CONSTRAINT "ai_agent_configs_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_class_controls" ADD CONSTRAINT "ai_class_controls_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_class_controls" ADD CONSTRAINT "ai_class_controls_updated_by_account_id_accounts_id_fk" FOREIGN KEY ("updated_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversation_messages" ADD CONSTRAINT "ai_conversation_messages_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_agent_config_id_ai_agent_configs_id_fk" FOREIGN KEY ("agent_config_id") REFERENCES "public"."ai_agent_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_files" ADD CONSTRAINT "ai_files_generation_id_ai_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."ai_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_files" ADD CONSTRAINT "ai_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_point_account_id_ai_point_accounts_id_fk" FOREIGN KEY ("point_account_id") REFERENCES "public"."ai_point_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_accounts" ADD CONSTRAINT "ai_point_accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_accounts" ADD CONSTRAINT "ai_point_accounts_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_accounts" ADD CONSTRAINT "ai_point_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_codes" ADD CONSTRAINT "ai_point_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_codes" ADD CONSTRAINT "ai_point_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_codes" ADD CONSTRAINT "ai_point_codes_used_by_account_id_accounts_id_fk" FOREIGN KEY ("used_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_records" ADD CONSTRAINT "ai_point_records_point_account_id_ai_point_accounts_id_fk" FOREIGN KEY ("point_account_id") REFERENCES "public"."ai_point_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_records" ADD CONSTRAINT "ai_point_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_records" ADD CONSTRAINT "ai_point_records_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_records" ADD CONSTRAINT "ai_point_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_records" ADD CONSTRAINT "ai_point_records_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_point_rules" ADD CONSTRAINT "ai_point_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_semesters_one_current" ON "platform_semesters" USING btree ("current_semester") WHERE "platform_semesters"."current_semester";--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_school_type_unique" ON "accounts" USING btree ("user_id","school_id","account_type");--> statement-breakpoint
CREATE INDEX "accounts_school_idx" ON "accounts" USING btree ("school_id","account_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_token_hash_unique" ON "sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_students_account_idx" ON "class_students" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "class_teachers_account_idx" ON "class_teachers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_classes_class_code_unique" ON "course_classes" USING btree ("class_code");--> statement-breakpoint
CREATE INDEX "course_classes_school_idx" ON "course_classes" USING btree ("school_id","semester_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "login_locks_account_unique" ON "login_locks" USING btree ("account_kind","account");--> statement-breakpoint
CREATE INDEX "login_locks_active_idx" ON "login_locks" USING btree ("locked_until") WHERE "login_locks"."released_at" is null;--> statement-breakpoint
CREATE INDEX "login_records_at_idx" ON "login_records" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_records_account_idx" ON "login_records" USING btree ("account_kind","account","at");--> statement-breakpoint
CREATE INDEX "login_records_user_idx" ON "login_records" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "verification_codes_mobile_idx" ON "verification_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_mobile_purpose_idx" ON "verification_codes" USING btree ("mobile","purpose","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_sessions_token_hash_unique" ON "sso_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sso_sessions_user_idx" ON "sso_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_tickets_hash_unique" ON "sso_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_tickets_code_hash_unique" ON "launch_tickets" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "launch_tickets_expires_idx" ON "launch_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "download_resources_kind_idx" ON "download_resources" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "download_resources_class_idx" ON "download_resources" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_unique" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "works_public_recommend_idx" ON "works" USING btree ("recommend" DESC NULLS LAST,"sort_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 2 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "works_public_newest_idx" ON "works" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 2 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "works_public_popular_idx" ON "works" USING btree ("like_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 2 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "works_public_type_recommend_idx" ON "works" USING btree ("type","recommend" DESC NULLS LAST,"sort_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 2 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "works_public_type_newest_idx" ON "works" USING btree ("type","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 2 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "works_public_type_popular_idx" ON "works" USING btree ("type","like_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 2 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "works_search_tokens_idx" ON "works" USING gin ("search_tokens") WHERE status = 2 AND audit_status = 1;--> statement-breakpoint
CREATE INDEX "works_author_user_idx" ON "works" USING btree ("author_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_author_account_idx" ON "works" USING btree ("author_account_id");--> statement-breakpoint
CREATE INDEX "works_school_idx" ON "works" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "works_class_idx" ON "works" USING btree ("works_class_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_copied_from_idx" ON "works" USING btree ("copied_from_id");--> statement-breakpoint
CREATE INDEX "works_history_works_idx" ON "works_history" USING btree ("works_id","id");--> statement-breakpoint
CREATE INDEX "works_likes_user_idx" ON "works_likes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_key_unique" ON "media_files" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_thumb_key_unique" ON "media_files" USING btree ("thumb_key");--> statement-breakpoint
CREATE INDEX "media_files_owner_idx" ON "media_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("purpose","created_at");--> statement-breakpoint
CREATE INDEX "works_media_media_idx" ON "works_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "jobs_claimable_idx" ON "jobs" USING btree ("run_after","id") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "ai_agent_configs_user_idx" ON "ai_agent_configs" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_agent_configs_class_idx" ON "ai_agent_configs" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "ai_conversation_messages_idx" ON "ai_conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "ai_conversations_user_idx" ON "ai_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_files_key_unique" ON "ai_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ai_files_generation_idx" ON "ai_files" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "ai_generations_user_idx" ON "ai_generations" USING btree ("user_id","tool","created_at");--> statement-breakpoint
CREATE INDEX "ai_generations_class_idx" ON "ai_generations" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_generations_school_idx" ON "ai_generations" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_generations_job_idx" ON "ai_generations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "ai_generations_collected_idx" ON "ai_generations" USING btree ("user_id","tool","collected_at") WHERE "ai_generations"."collected_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_point_accounts_school_unique" ON "ai_point_accounts" USING btree ("school_id") WHERE "ai_point_accounts"."owner_type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_point_accounts_class_unique" ON "ai_point_accounts" USING btree ("class_id") WHERE "ai_point_accounts"."owner_type" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_point_accounts_person_unique" ON "ai_point_accounts" USING btree ("account_id") WHERE "ai_point_accounts"."owner_type" = 3;--> statement-breakpoint
CREATE INDEX "ai_point_accounts_school_idx" ON "ai_point_accounts" USING btree ("school_id","owner_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_point_codes_code_unique" ON "ai_point_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ai_point_codes_school_idx" ON "ai_point_codes" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_point_records_account_idx" ON "ai_point_records" USING btree ("point_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_point_records_school_idx" ON "ai_point_records" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_point_records_person_day_idx" ON "ai_point_records" USING btree ("account_id","class_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_point_records_generation_idx" ON "ai_point_records" USING btree ("generation_id");