CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"field" text NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "staff_access_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_role_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tenant_code" text DEFAULT '53' NOT NULL,
	"org_member_type" smallint,
	"role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"remark" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"built_in" text,
	"tenant_code" text DEFAULT '53' NOT NULL,
	"remark" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"scope_kind" text DEFAULT 'member' NOT NULL,
	"scope_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"unmask" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_user_role_packages" (
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_role_packages_user_id_package_id_pk" PRIMARY KEY("user_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "staff_user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "endpoint" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "staff_user_role_packages" ADD CONSTRAINT "staff_user_role_packages_package_id_staff_role_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."staff_role_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_roles" ADD CONSTRAINT "staff_user_roles_role_id_staff_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_log_user_idx" ON "access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "access_log_target_idx" ON "access_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_role_packages_tenant_name_unique" ON "staff_role_packages" USING btree ("tenant_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_tenant_name_unique" ON "staff_roles" USING btree ("tenant_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_built_in_unique" ON "staff_roles" USING btree ("built_in");--> statement-breakpoint
CREATE INDEX "staff_user_role_packages_package_idx" ON "staff_user_role_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "staff_user_roles_role_idx" ON "staff_user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");