CREATE TABLE "competition_award_works" (
	"works_id" integer PRIMARY KEY NOT NULL,
	"award_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_judges" (
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_judges_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"id_card_type" smallint NOT NULL,
	"id_card_cipher" text,
	"id_card_hash" text,
	"id_card_masked" text NOT NULL,
	"grade" smallint NOT NULL,
	"mobile" text NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"teacher_mobile" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"school_id" integer,
	"school_name" text DEFAULT '' NOT NULL,
	"registration_group" text DEFAULT '' NOT NULL,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_scores" (
	"works_id" integer NOT NULL,
	"judge_user_id" integer NOT NULL,
	"score_tenths" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_scores_works_id_judge_user_id_pk" PRIMARY KEY("works_id","judge_user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"works_name" text NOT NULL,
	"works_intro" text DEFAULT '' NOT NULL,
	"works_url" text NOT NULL,
	"platform_works_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sponsor" text DEFAULT '' NOT NULL,
	"suit_district" text DEFAULT '' NOT NULL,
	"cover_img" text DEFAULT '' NOT NULL,
	"pc_banner" text DEFAULT '' NOT NULL,
	"mobile_banner" text DEFAULT '' NOT NULL,
	"introduce_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_score" integer DEFAULT 0 NOT NULL,
	"registration_start_tm" timestamp with time zone NOT NULL,
	"registration_end_tm" timestamp with time zone NOT NULL,
	"competition_start_tm" timestamp with time zone NOT NULL,
	"competition_end_tm" timestamp with time zone NOT NULL,
	"group_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"festival" text DEFAULT '' NOT NULL,
	"winners_url" text,
	"winners_published_at" timestamp with time zone,
	"release_status" smallint DEFAULT 0 NOT NULL,
	"anonymised_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_type" smallint NOT NULL,
	"grade" smallint NOT NULL,
	"id_card_type" smallint NOT NULL,
	"id_card_cipher" text,
	"id_card_masked" text NOT NULL,
	"student_name" text NOT NULL,
	"school_id" integer,
	"school_name" text NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"teacher_mobile" text DEFAULT '' NOT NULL,
	"work_resource" text NOT NULL,
	"works_intro" text DEFAULT '' NOT NULL,
	"works_name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_award_works" ADD CONSTRAINT "competition_award_works_works_id_competition_works_id_fk" FOREIGN KEY ("works_id") REFERENCES "public"."competition_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_award_works" ADD CONSTRAINT "competition_award_works_award_id_competition_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."competition_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_awards" ADD CONSTRAINT "competition_awards_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_scores" ADD CONSTRAINT "competition_scores_works_id_competition_works_id_fk" FOREIGN KEY ("works_id") REFERENCES "public"."competition_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_works" ADD CONSTRAINT "competition_works_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_works" ADD CONSTRAINT "competition_works_registration_id_competition_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."competition_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_award_works_award_idx" ON "competition_award_works" USING btree ("award_id","works_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_awards_name_uq" ON "competition_awards" USING btree ("competition_id","name");--> statement-breakpoint
CREATE INDEX "competition_judges_user_idx" ON "competition_judges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_registrations_id_card_uq" ON "competition_registrations" USING btree ("competition_id","id_card_hash");--> statement-breakpoint
CREATE INDEX "competition_registrations_list_idx" ON "competition_registrations" USING btree ("competition_id","id");--> statement-breakpoint
CREATE INDEX "competition_registrations_school_idx" ON "competition_registrations" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_works_registration_uq" ON "competition_works" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "competition_works_competition_idx" ON "competition_works" USING btree ("competition_id","id");--> statement-breakpoint
CREATE INDEX "competitions_public_idx" ON "competitions" USING btree ("release_status","sort_score","id");--> statement-breakpoint
CREATE INDEX "competitions_end_idx" ON "competitions" USING btree ("competition_end_tm");--> statement-breakpoint
CREATE INDEX "tech_registrations_list_idx" ON "tech_registrations" USING btree ("created_at","id");