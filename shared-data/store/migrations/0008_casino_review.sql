CREATE TABLE "casino_values" (
	"casino_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"content_version" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "reference_game_id" integer;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "rating_bonus" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "rating_payments" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "rating_games" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "rating_support" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "rating_trust" numeric(2, 1);--> statement-breakpoint
-- Every casino written before the rating had parts gets its rating as each part: their weighted mean is the rating.
UPDATE "casinos" SET "rating_bonus" = "rating", "rating_payments" = "rating", "rating_games" = "rating", "rating_support" = "rating", "rating_trust" = "rating";--> statement-breakpoint
ALTER TABLE "casinos" ALTER COLUMN "rating_bonus" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ALTER COLUMN "rating_payments" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ALTER COLUMN "rating_games" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ALTER COLUMN "rating_support" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ALTER COLUMN "rating_trust" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "body_md" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "headings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "words" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_values" ADD CONSTRAINT "casino_values_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casinos" ADD CONSTRAINT "casinos_reference_game_id_games_id_fk" FOREIGN KEY ("reference_game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casinos" ADD CONSTRAINT "casinos_rating_parts_range" CHECK (least("casinos"."rating_bonus", "casinos"."rating_payments", "casinos"."rating_games", "casinos"."rating_support", "casinos"."rating_trust") >= 0 AND greatest("casinos"."rating_bonus", "casinos"."rating_payments", "casinos"."rating_games", "casinos"."rating_support", "casinos"."rating_trust") <= 5);