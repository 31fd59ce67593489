CREATE TABLE "receivables_by_due_day" (
	"day" date PRIMARY KEY NOT NULL,
	"invoices" integer NOT NULL,
	"owed" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_counts" (
	"figure" text NOT NULL,
	"key" integer NOT NULL,
	"count" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "dashboard_counts_figure_key_pk" PRIMARY KEY("figure","key")
);
--> statement-breakpoint
DROP INDEX "timesheets_month_idx";--> statement-breakpoint
CREATE INDEX "timesheets_month_idx" ON "timesheets" USING btree ("month","id","status");--> statement-breakpoint
-- Figures kept as rows change. A table's statement trigger hands each changed row's part of a figure
-- to an add function: the new rows' parts with sign 1, the old rows' with sign -1, in one array, so
-- an update that moves nothing (an edited phone number) cancels out and touches no kept row.
-- TG_ARGV[0] is the add function, TG_ARGV[1] the function giving a row's part times a sign.
CREATE FUNCTION kept_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := format('array(SELECT p FROM new_rows r, %I(r, 1) p)', TG_ARGV[1]);
  removed text := format('array(SELECT p FROM old_rows r, %I(r, -1) p)', TG_ARGV[1]);
BEGIN
  EXECUTE format('SELECT %I(%s)', TG_ARGV[0], CASE TG_OP
    WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' || ' || removed END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- After a TRUNCATE: TG_ARGV[0] empties the figure.
CREATE FUNCTION kept_figures_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Adds signed changes to the owed amounts kept by due day, days in order, so two statements that
-- share days lock them in the same order; changes that cancel out touch no row.
CREATE FUNCTION receivables_by_due_day_add(changes receivables_by_due_day[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO receivables_by_due_day AS k (day, invoices, owed)
  SELECT day, sum(invoices), sum(owed) FROM unnest(changes)
  GROUP BY day HAVING sum(invoices) <> 0 OR sum(owed) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET invoices = k.invoices + excluded.invoices, owed = k.owed + excluded.owed
$$;
--> statement-breakpoint
-- An invoice's part of what is owed, times `sign`: nothing unless it is sent, current (not superseded
-- by a revision), not cancelled and not settled; the same rule as the aging report's.
CREATE FUNCTION receivable_part(i invoices, sign integer) RETURNS SETOF receivables_by_due_day LANGUAGE sql STABLE AS $$
  SELECT coalesce(i.due_date, i.invoiced_date), sign, sign * (i.total_amount - i.credited_total - i.paid_total)
  WHERE i.locked_at IS NOT NULL AND i.superseded_by_id IS NULL
    AND i.invoice_status_id <> (SELECT id FROM invoice_statuses WHERE slug = 'cancelled')
    AND i.total_amount > i.credited_total + i.paid_total
$$;
--> statement-breakpoint
-- The same for the dashboard's counts, figures and keys in order.
CREATE FUNCTION dashboard_counts_add(changes dashboard_counts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_counts AS k (figure, key, count, amount)
  SELECT figure, key, sum(count), sum(amount) FROM unnest(changes)
  GROUP BY figure, key HAVING sum(count) <> 0 OR sum(amount) <> 0 ORDER BY figure, key
  ON CONFLICT (figure, key) DO UPDATE SET count = k.count + excluded.count, amount = k.amount + excluded.amount
$$;
--> statement-breakpoint
CREATE FUNCTION applicant_count_part(a applicants, sign integer) RETURNS SETOF dashboard_counts LANGUAGE sql IMMUTABLE AS $$
  SELECT 'applicants_by_stage', coalesce(a.current_interview_status_id, 0), sign, 0 WHERE a.deleted_at IS NULL
$$;
--> statement-breakpoint
CREATE FUNCTION position_count_part(p positions, sign integer) RETURNS SETOF dashboard_counts LANGUAGE sql IMMUTABLE AS $$
  SELECT 'positions_by_status', coalesce(p.status_id, 0), sign, sign * p.no_of_position WHERE p.deleted_at IS NULL
$$;
--> statement-breakpoint
CREATE TRIGGER receivables_by_due_day_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('receivables_by_due_day_add', 'receivable_part');
--> statement-breakpoint
CREATE TRIGGER receivables_by_due_day_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('receivables_by_due_day_add', 'receivable_part');
--> statement-breakpoint
CREATE TRIGGER receivables_by_due_day_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('receivables_by_due_day_add', 'receivable_part');
--> statement-breakpoint
CREATE TRIGGER receivables_by_due_day_truncate AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_clear('DELETE FROM receivables_by_due_day');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON applicants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('dashboard_counts_add', 'applicant_count_part');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON applicants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('dashboard_counts_add', 'applicant_count_part');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON applicants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('dashboard_counts_add', 'applicant_count_part');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_truncate AFTER TRUNCATE ON applicants FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_clear('DELETE FROM dashboard_counts WHERE figure = ''applicants_by_stage''');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON positions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('dashboard_counts_add', 'position_count_part');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON positions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('dashboard_counts_add', 'position_count_part');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON positions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_follow('dashboard_counts_add', 'position_count_part');
--> statement-breakpoint
CREATE TRIGGER dashboard_counts_truncate AFTER TRUNCATE ON positions FOR EACH STATEMENT EXECUTE FUNCTION kept_figures_clear('DELETE FROM dashboard_counts WHERE figure = ''positions_by_status''');
--> statement-breakpoint
-- The figures of the rows already there.
INSERT INTO receivables_by_due_day (day, invoices, owed)
SELECT p.day, sum(p.invoices), sum(p.owed) FROM invoices i, receivable_part(i, 1) p GROUP BY p.day;
--> statement-breakpoint
INSERT INTO dashboard_counts (figure, key, count, amount)
SELECT p.figure, p.key, sum(p.count), sum(p.amount) FROM applicants a, applicant_count_part(a, 1) p GROUP BY 1, 2
UNION ALL
SELECT p.figure, p.key, sum(p.count), sum(p.amount) FROM positions r, position_count_part(r, 1) p GROUP BY 1, 2;
