CREATE TABLE "category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	"listed_verified" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_counts_listed_not_negative" CHECK ("category_counts"."listed" >= 0),
	CONSTRAINT "category_counts_verified_within" CHECK ("category_counts"."listed_verified" between 0 and "category_counts"."listed")
);
--> statement-breakpoint
-- Kept category counts (hand-written). Each trigger adjusts the counts for the one change it sees,
-- reading the owner's state as it is then. Deleting an account is the exception: its cascades
-- (listings, suspension, identity check) fire their triggers in no useful order, so the account's
-- whole contribution leaves before the delete, and triggers for an owner that no longer exists
-- change nothing.
CREATE OR REPLACE FUNCTION shareshed_owner_listed(owner text, OUT listed boolean, OUT verified boolean)
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "user" WHERE id = owner)
           AND NOT EXISTS (SELECT 1 FROM user_suspensions WHERE user_id = owner),
         EXISTS (SELECT 1 FROM identity_verifications WHERE user_id = owner AND status = 'approved');
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (-1) all of an owner's published listings, per category.
CREATE OR REPLACE FUNCTION shareshed_count_owner(owner text, listed_sign integer, verified_sign integer)
  RETURNS void LANGUAGE sql AS $$
  UPDATE category_counts AS kept
    SET listed = kept.listed + listed_sign * mine.n,
        listed_verified = kept.listed_verified + verified_sign * mine.n
    FROM (SELECT category, count(*)::integer AS n FROM items
          WHERE owner_id = owner AND status = 'published' GROUP BY category) AS mine
    WHERE kept.category = mine.category;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shareshed_count_item(category_slug text, owner text, delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  state record;
BEGIN
  state := shareshed_owner_listed(owner);
  IF state.listed THEN
    UPDATE category_counts
      SET listed = listed + delta,
          listed_verified = listed_verified + CASE WHEN state.verified THEN delta ELSE 0 END
      WHERE category = category_slug;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shareshed_items_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'published' THEN
      PERFORM shareshed_count_item(OLD.category, OLD.owner_id, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'published' THEN
      PERFORM shareshed_count_item(NEW.category, NEW.owner_id, 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_category_counts AFTER INSERT OR DELETE OR UPDATE OF status, category, owner_id ON items
  FOR EACH ROW EXECUTE FUNCTION shareshed_items_counts();
--> statement-breakpoint
-- An owner suspended or let back in: all their published listings leave or rejoin the counts.
CREATE OR REPLACE FUNCTION shareshed_suspension_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  owner text;
  sign integer;
  state record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    owner := NEW.user_id;
    sign := -1;
  ELSE
    owner := OLD.user_id;
    sign := 1;
  END IF;
  state := shareshed_owner_listed(owner);
  IF EXISTS (SELECT 1 FROM "user" WHERE id = owner) THEN
    PERFORM shareshed_count_owner(owner, sign, CASE WHEN state.verified THEN sign ELSE 0 END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_suspensions_category_counts AFTER INSERT OR DELETE ON user_suspensions
  FOR EACH ROW EXECUTE FUNCTION shareshed_suspension_counts();
--> statement-breakpoint
-- An identity check approved or no longer approved: the owner's listings join or leave the
-- verified counts (only while the owner is listed; suspended listings count nowhere).
CREATE OR REPLACE FUNCTION shareshed_verification_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  approved boolean := false;
  owner text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was := OLD.status = 'approved';
    owner := OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    approved := NEW.status = 'approved';
    owner := NEW.user_id;
  END IF;
  IF was <> approved AND (shareshed_owner_listed(owner)).listed THEN
    PERFORM shareshed_count_owner(owner, 0, CASE WHEN approved THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER identity_verifications_category_counts
  AFTER INSERT OR DELETE OR UPDATE OF status ON identity_verifications
  FOR EACH ROW EXECUTE FUNCTION shareshed_verification_counts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shareshed_account_deleted_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  state record;
BEGIN
  state := shareshed_owner_listed(OLD.id);
  IF state.listed THEN
    PERFORM shareshed_count_owner(OLD.id, -1, CASE WHEN state.verified THEN -1 ELSE 0 END);
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_deleted_category_counts BEFORE DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION shareshed_account_deleted_counts();
--> statement-breakpoint
INSERT INTO category_counts (category, listed, listed_verified)
  SELECT slug,
         count(i.id) FILTER (WHERE s.listed),
         count(i.id) FILTER (WHERE s.listed AND s.verified)
  FROM unnest(ARRAY['power-tools', 'generators', 'yard-equipment', 'party-supplies', 'automotive',
                    'photography', 'home-garden', 'professional']) AS slug
  LEFT JOIN items i ON i.category = slug AND i.status = 'published'
  LEFT JOIN LATERAL shareshed_owner_listed(i.owner_id) s ON true
  GROUP BY slug;
--> statement-breakpoint
-- Cache notices: processes keep the system settings and signed-in sessions in memory and drop
-- them when these fire (after the change commits), whoever made the change.
CREATE OR REPLACE FUNCTION shareshed_settings_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shareshed_settings', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER system_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shareshed_settings_changed();
--> statement-breakpoint
-- The account behind a session changed (signed out, suspended, role, name, email...): payload is
-- the user id, whose cached sessions every process drops.
CREATE OR REPLACE FUNCTION shareshed_account_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('shareshed_sessions', changed.id);
  ELSE
    PERFORM pg_notify('shareshed_sessions', changed.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_account_changed AFTER DELETE OR UPDATE ON session
  FOR EACH ROW EXECUTE FUNCTION shareshed_account_changed();
--> statement-breakpoint
CREATE TRIGGER user_account_changed AFTER DELETE OR UPDATE ON "user"
  FOR EACH ROW EXECUTE FUNCTION shareshed_account_changed();
--> statement-breakpoint
CREATE TRIGGER user_suspensions_account_changed AFTER INSERT OR DELETE ON user_suspensions
  FOR EACH ROW EXECUTE FUNCTION shareshed_account_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_account_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION shareshed_account_changed();
