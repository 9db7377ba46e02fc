-- Two rentals of one item never overlap while they hold its dates (pending checkouts within
-- their hold, paid and overdue rentals). The database refuses the second one itself, so no race
-- between processes can double-book an item. btree_gist (migration 0000) gives uuid its = operator
-- in a GiST index; the period is [start_date, end_date).
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_no_overlap" EXCLUDE USING gist (
  "item_id" WITH =,
  daterange("start_date", "end_date", '[)') WITH &&
) WHERE ("status" IN ('pending', 'active', 'overdue'));
