CREATE TYPE "public"."bonus_type" AS ENUM('cashable', 'sticky', 'non_sticky');--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "bonus_type" "bonus_type" DEFAULT 'cashable' NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "min_stake" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "slot_contribution" integer;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "table_contribution" integer;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "live_contribution" integer;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "free_spin_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "free_spin_game_id" integer;--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "free_spin_wagering" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "free_spin_max_cashout" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "casinos" ADD COLUMN "free_spins_first" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "casinos" ADD CONSTRAINT "casinos_free_spin_game_id_games_id_fk" FOREIGN KEY ("free_spin_game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casinos" ADD CONSTRAINT "casinos_contribution_percent" CHECK (coalesce(least("casinos"."slot_contribution", "casinos"."table_contribution", "casinos"."live_contribution"), 0) >= 0 AND coalesce(greatest("casinos"."slot_contribution", "casinos"."table_contribution", "casinos"."live_contribution"), 0) <= 100);