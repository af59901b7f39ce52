CREATE TYPE "public"."conversion_event" AS ENUM('registration', 'first_deposit');--> statement-breakpoint
CREATE TYPE "public"."link_check_status" AS ENUM('ok', 'broken', 'redirects', 'timeout', 'unreachable', 'invalid');--> statement-breakpoint
CREATE TABLE "conversions" (
	"casino_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event" "conversion_event" NOT NULL,
	"click_id" text NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"placement" text NOT NULL,
	"page_path" text NOT NULL,
	CONSTRAINT "conversions_casino_id_event_id_pk" PRIMARY KEY("casino_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "link_checks" (
	"casino_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"url" text NOT NULL,
	"status" "link_check_status" NOT NULL,
	"http_status" integer,
	"method" text DEFAULT 'HEAD' NOT NULL,
	"final_url" text DEFAULT '' NOT NULL,
	"redirects" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "postback_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "conversions_day_idx" ON "conversions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "conversions_click_idx" ON "conversions" USING btree ("click_id");