CREATE TABLE "backup_codes" (
	"username" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "backup_codes_username_code_hash_pk" PRIMARY KEY("username","code_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"username" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"last_step" bigint,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_policy" (
	"role" "account_role" PRIMARY KEY NOT NULL,
	"required" boolean NOT NULL
);
