CREATE TABLE "free_mobiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"owner" text NOT NULL,
	"reason" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_mobiles" ADD CONSTRAINT "free_mobiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_mobiles_mobile_unique" ON "free_mobiles" USING btree ("mobile");