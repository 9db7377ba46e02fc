-- Public read notices (issue 18, decision 013): every process keeps the anonymous public answers
-- (item pages, featured, category counts, search) in memory and drops them all when this fires,
-- after the change commits, whoever made it (any process, a CLI task, SQL by hand). One notice
-- per transaction (Postgres folds equal notices), from a statement-level trigger on every table
-- those answers may read: every table of the schema except the ones listed here, which no public
-- answer reads and which change often (sessions, messages, money, mail). The same list is
-- `UNREAD_BY_PUBLIC_ANSWERS` in server/http/public-reads.ts; a test checks every table is one or
-- the other, so a new table must be classified.
CREATE OR REPLACE FUNCTION shareshed_public_data_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shareshed_public_reads', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public'
      AND tablename <> ALL (ARRAY[
        'session', 'account', 'verification', 'two_factor', 'rate_limit', 'audit_events',
        'conversations', 'messages', 'notifications', 'outbox_mail', 'recent_searches',
        'support_messages', 'alerts', 'payments', 'ledger_entries', 'deposits',
        'sandbox_checkout_sessions', 'sandbox_refunds', 'sandbox_connected_accounts',
        'sandbox_transfers', 'provider_disputes', 'provider_events', 'payout_accounts',
        'owner_transfers', 'damage_claims', 'claim_photos', 'rental_check_ins', 'check_in_photos'
      ])
  LOOP
    EXECUTE format(
      'CREATE TRIGGER public_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION shareshed_public_data_changed()',
      name
    );
  END LOOP;
END;
$$;
