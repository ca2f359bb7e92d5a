// @ts-nocheck -- written by hand (no schema change for Payload: the snapshot is the previous one)
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data versions for the private page cache (server/privatePageCache.ts, docs/decisions/045-private-page-cache.md).
 *
 * `user_data_versions` holds one counter per user (user_id > 0) and one for everything shared
 * (user_id = 0). Statement-level triggers bump them in the writing transaction, so a reader sees a
 * new version exactly when it sees the new rows: a per-user row for tables that belong to a user,
 * the shared row for every other table. Tables that no page shows (sessions, which the cache
 * checks itself, rate limits, LTI nonces and states, Payload's jobs, locks, preferences and
 * migrations, the mail log, the search dictionary) have no trigger. `data_version_tables()` lists
 * the decision for every table; tests/integration/privatePageCache.test.ts fails when a new table
 * has none.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "user_data_versions" (
    "user_id" integer PRIMARY KEY,
    "version" bigint NOT NULL DEFAULT 0
  );
  INSERT INTO "user_data_versions" ("user_id", "version") VALUES (0, 1) ON CONFLICT DO NOTHING;

  CREATE OR REPLACE FUNCTION bump_user_data_versions() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    col text := TG_ARGV[0];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('INSERT INTO user_data_versions AS v (user_id, version) SELECT DISTINCT %I, 1 FROM new_rows WHERE %I IS NOT NULL ORDER BY 1 ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1', col, col);
    ELSIF TG_OP = 'UPDATE' THEN
      EXECUTE format('INSERT INTO user_data_versions AS v (user_id, version) SELECT u, 1 FROM (SELECT %I AS u FROM new_rows UNION SELECT %I FROM old_rows) x WHERE u IS NOT NULL ORDER BY 1 ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1', col, col);
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('INSERT INTO user_data_versions AS v (user_id, version) SELECT DISTINCT %I, 1 FROM old_rows WHERE %I IS NOT NULL ORDER BY 1 ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1', col, col);
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION bump_shared_data_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE user_data_versions SET version = version + 1 WHERE user_id = 0;
    RETURN NULL;
  END
  $fn$;

  -- Which column names a table's user: the tables that belong to one user. Every other table but
  -- the excluded ones bumps the shared version.
  CREATE OR REPLACE FUNCTION data_version_tables() RETURNS TABLE (table_name text, user_column text, excluded boolean) LANGUAGE sql STABLE AS $fn$
    SELECT t.table_name::text,
           CASE t.table_name
             WHEN 'users' THEN 'id'
             WHEN 'users_rels' THEN 'parent_id'
             WHEN 'bookmarks' THEN 'user_id'
             WHEN 'carts' THEN 'user_id'
             WHEN 'deadline_extensions' THEN 'user_id'
             WHEN 'lti_identities' THEN 'user_id'
             WHEN 'lti_sync_logs' THEN 'user_id'
             WHEN 'orders' THEN 'user_id'
             WHEN 'password_resets' THEN 'user_id'
             WHEN 'progress' THEN 'user_id'
             WHEN 'quiz_attempts' THEN 'user_id'
             WHEN 'quiz_overrides' THEN 'user_id'
             WHEN 'study_notes' THEN 'user_id'
             WHEN 'user_notes' THEN 'user_id'
           END,
           t.table_name IN ('user_data_versions', 'sessions', 'rate_limits', 'lti_nonces', 'lti_oidc_states', 'lti_launch_tokens',
                            'payload_jobs', 'payload_jobs_log', 'payload_kv', 'payload_locked_documents', 'payload_locked_documents_rels',
                            'payload_preferences', 'payload_preferences_rels', 'payload_migrations', 'emails', 'search_terms')
      FROM information_schema.tables t
     WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
  $fn$;

  CREATE OR REPLACE FUNCTION attach_data_version_triggers() RETURNS void LANGUAGE plpgsql AS $fn$
  DECLARE
    r record;
  BEGIN
    PERFORM set_config('client_min_messages', 'warning', true);
    FOR r IN SELECT * FROM data_version_tables() WHERE NOT excluded LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_ins ON %I', r.table_name);
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_upd ON %I', r.table_name);
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_del ON %I', r.table_name);
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_all ON %I', r.table_name);
      IF r.user_column IS NULL THEN
        EXECUTE format('CREATE TRIGGER data_version_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_data_version()', r.table_name);
      ELSE
        EXECUTE format('CREATE TRIGGER data_version_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_versions(%L)', r.table_name, r.user_column);
        EXECUTE format('CREATE TRIGGER data_version_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_versions(%L)', r.table_name, r.user_column);
        EXECUTE format('CREATE TRIGGER data_version_del AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_user_data_versions(%L)', r.table_name, r.user_column);
        -- TRUNCATE has no transition table: everything shared moves on.
        EXECUTE format('CREATE TRIGGER data_version_all AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_shared_data_version()', r.table_name);
      END IF;
    END LOOP;
  END
  $fn$;

  SELECT attach_data_version_triggers();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$ DECLARE r record; BEGIN
    FOR r IN SELECT * FROM data_version_tables() LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_ins ON %I', r.table_name);
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_upd ON %I', r.table_name);
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_del ON %I', r.table_name);
      EXECUTE format('DROP TRIGGER IF EXISTS data_version_all ON %I', r.table_name);
    END LOOP;
  END $$;
  DROP FUNCTION IF EXISTS attach_data_version_triggers();
  DROP FUNCTION IF EXISTS data_version_tables();
  DROP FUNCTION IF EXISTS bump_shared_data_version();
  DROP FUNCTION IF EXISTS bump_user_data_versions();
  DROP TABLE IF EXISTS "user_data_versions";`)
}
