CREATE TABLE "print_order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" integer NOT NULL,
	"status" integer NOT NULL,
	"special" boolean DEFAULT false NOT NULL,
	"works_id" integer,
	"works_name" text NOT NULL,
	"author_name" text NOT NULL,
	"cover_url" text,
	"book_size" text NOT NULL,
	"page_count" integer NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer,
	"semester_id" integer,
	"pupil_account_id" integer,
	"pupil_name" text,
	"creator_user_id" integer NOT NULL,
	"print_num" integer DEFAULT 0 NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"free_copies" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"refund_fen" integer DEFAULT 0 NOT NULL,
	"logistics_receiver" text,
	"logistics_receiver_mobile" text,
	"logistics_address" text,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"logistics_company" text,
	"logistics_no" text,
	"printer_batch_no" text,
	"reject_reason" text,
	"proof_key" text,
	"out_trade_no" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "print_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_quotas" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"free_copies" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_order_history" ADD CONSTRAINT "print_order_history_order_id_print_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."print_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_order_history_order_idx" ON "print_order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_order_no_idx" ON "print_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_out_trade_no_idx" ON "print_orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "print_orders_pupil_idx" ON "print_orders" USING btree ("pupil_account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "print_orders_class_idx" ON "print_orders" USING btree ("class_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "print_orders_status_idx" ON "print_orders" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "print_orders_school_idx" ON "print_orders" USING btree ("school_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "print_orders_batch_idx" ON "print_orders" USING btree ("printer_batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "print_payment_events_key_idx" ON "print_payment_events" USING btree ("event_key");