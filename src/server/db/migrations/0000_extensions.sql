-- Extensions used by search (pg_trgm, cube, earthdistance) and by the rentals overlap
-- constraint (btree_gist). All ship with Postgres 15 contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
