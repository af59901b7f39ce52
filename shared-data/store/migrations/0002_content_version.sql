-- One content version for the whole site: every statement that writes content bumps it in its own transaction,
-- plain SQL included, and tells listening server processes. Caches key on it.
INSERT INTO content_meta (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE content_meta SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('content_changed', next_version::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER providers_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER games_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER blog_posts_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER tactics_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tactics FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER casinos_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON casinos FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER popup_entries_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popup_entries FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER pages_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER settings_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
