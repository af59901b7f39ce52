CREATE TABLE "vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vitals_interactions" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"target" text NOT NULL,
	"type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"inp_sum" double precision DEFAULT 0 NOT NULL,
	"inp_max" double precision DEFAULT 0 NOT NULL,
	"input_delay_sum" double precision DEFAULT 0 NOT NULL,
	"processing_sum" double precision DEFAULT 0 NOT NULL,
	"presentation_sum" double precision DEFAULT 0 NOT NULL,
	"worst_script" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vitals_daily_key" ON "vitals_daily" USING btree ("day","route","device","metric","bucket");--> statement-breakpoint
CREATE UNIQUE INDEX "vitals_interactions_key" ON "vitals_interactions" USING btree ("day","route","target","type");