CREATE TYPE "public"."country_rule" AS ENUM('show', 'hide', 'info');--> statement-breakpoint
CREATE TABLE "refused_click_daily" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"rule" "country_rule" NOT NULL,
	"casino_id" integer NOT NULL,
	"humans" integer DEFAULT 0 NOT NULL,
	"bots" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "rule" "country_rule" DEFAULT 'show' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refused_click_daily_key" ON "refused_click_daily" USING btree ("day","country","rule","casino_id");