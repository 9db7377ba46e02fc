-- The search dictionary: every word (full-text lexeme) that occurs in any listing's title, tags or
-- description. A search word the dictionary does not know (no lexeme starts with it) is looked up
-- here by trigram similarity among words of the same first letter ('hamer' -> 'hammer', through
-- the prefix index), and the corrections join the full-text query,
-- so typo tolerance costs one small lookup instead of a trigram comparison per listing. Words are
-- only ever added (a stale word just matches nothing).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shareshed_add_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT lexeme FROM unnest(tsvector_to_array(NEW.search_vector)) AS lexeme
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_words AFTER INSERT OR UPDATE OF title, tags, description ON items
  FOR EACH ROW EXECUTE FUNCTION shareshed_add_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT lexeme FROM items, unnest(tsvector_to_array(search_vector)) AS lexeme
  ON CONFLICT DO NOTHING;
