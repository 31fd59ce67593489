-- An employee's pending and approved leaves may not overlap (issue 21). The service checks first to
-- name the dates; this constraint is what holds when two applications race. btree_gist lets the
-- integer employee_id take part in a GiST exclusion beside the date range.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Leaves saved before the rule may already overlap, and an exclusion constraint cannot be added
-- NOT VALID. Each overlapping group keeps its approved leaves before its pending ones, the earlier
-- applied first; the others are cancelled (their days go back, and their e-mail links answer
-- "already cancelled" since the version moves). docs/decisions.md, "Overlapping leaves".
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT l.id, l.employee_id, l.from_date, l.to_date, l.status
    FROM leaves l
    WHERE l.status IN ('pending', 'approved')
      AND EXISTS (
        SELECT 1 FROM leaves o
        WHERE o.employee_id = l.employee_id AND o.id <> l.id AND o.status IN ('pending', 'approved')
          AND o.from_date <= l.to_date AND o.to_date >= l.from_date
      )
    ORDER BY (l.status = 'approved') DESC, l.id
  LOOP
    UPDATE leaves
    SET status = 'cancelled', cancelled_at = now(), version = version + 1, updated_at = now()
    WHERE id = r.id
      AND EXISTS (
        SELECT 1 FROM leaves k
        WHERE k.employee_id = r.employee_id AND k.id <> r.id AND k.status IN ('pending', 'approved')
          AND k.from_date <= r.to_date AND k.to_date >= r.from_date
          AND ((k.status = 'approved' AND r.status = 'pending') OR (k.status = r.status AND k.id < r.id))
      );
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&)
  WHERE ("status" IN ('pending', 'approved'));
