CREATE TYPE "public"."device_class" AS ENUM('mobile', 'tablet', 'desktop');--> statement-breakpoint
CREATE TABLE "click_daily" (
	"day" date NOT NULL,
	"casino_id" integer NOT NULL,
	"placement" text NOT NULL,
	"page_path" text NOT NULL,
	"humans" integer DEFAULT 0 NOT NULL,
	"bots" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"click_id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"casino_id" integer NOT NULL,
	"placement" text NOT NULL,
	"page_path" text DEFAULT '' NOT NULL,
	"device" "device_class" NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "click_daily_key" ON "click_daily" USING btree ("day","casino_id","placement","page_path");--> statement-breakpoint
CREATE INDEX "clicks_at_idx" ON "clicks" USING btree ("at");--> statement-breakpoint
CREATE INDEX "clicks_casino_at_idx" ON "clicks" USING btree ("casino_id","at");