CREATE TABLE "margin_months" (
	"month" date PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2),
	"cost" numeric(16, 2)
);
--> statement-breakpoint
-- Marks months whose margin figures changed: bumps each one's version and clears its figures, once
-- per transaction (a row this transaction already wrote is not written again, so a run that touches a
-- month a thousand times leaves one row version, not a chain of a thousand).
CREATE FUNCTION margin_months_touch(touched date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO margin_months (month, version)
  SELECT DISTINCT date_trunc('month', m)::date, 1 FROM unnest(touched) m WHERE m IS NOT NULL
  ON CONFLICT (month) DO UPDATE SET version = margin_months.version + 1, revenue = NULL, cost = NULL
  WHERE margin_months.xmin::text <> (pg_current_xact_id()::text::bigint % 4294967296)::text
$$;
--> statement-breakpoint
CREATE FUNCTION margin_months_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM margin_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION margin_months_timesheets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM margin_months_touch(array(SELECT month FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM margin_months_touch(array(SELECT month FROM old_rows));
  ELSE
    PERFORM margin_months_touch(array(
      SELECT unnest(array[o.month, n.month]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.month, o.status, o.unit, o.total_quantity, o.entries, o.placement_id, o.client_id)
        IS DISTINCT FROM (n.month, n.status, n.unit, n.total_quantity, n.entries, n.placement_id, n.client_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION margin_months_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM margin_months_touch(array(SELECT billing_month FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM margin_months_touch(array(SELECT billing_month FROM old_rows));
  ELSE
    PERFORM margin_months_touch(array(
      SELECT unnest(array[o.billing_month, n.billing_month]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.billing_month, o.subtotal, o.superseded_by_id, o.invoice_status_id, o.company_id)
        IS DISTINCT FROM (n.billing_month, n.subtotal, n.superseded_by_id, n.invoice_status_id, n.company_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Lines and credit notes: their invoice's billing month (a line without a timesheet, or a credit
-- note, on a run's invoice changes the month's revenue too). Each branch names only the transition
-- tables its event has.
CREATE FUNCTION margin_months_invoice_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM margin_months_touch(array(
      SELECT i.billing_month FROM invoices i WHERE i.id IN (SELECT invoice_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM margin_months_touch(array(
      SELECT i.billing_month FROM invoices i WHERE i.id IN (SELECT invoice_id FROM old_rows)));
  ELSE
    PERFORM margin_months_touch(array(
      SELECT i.billing_month FROM invoices i
      WHERE i.id IN (SELECT invoice_id FROM old_rows UNION SELECT invoice_id FROM new_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION margin_months_placements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM margin_months_touch(array(
    SELECT t.month FROM timesheets t WHERE t.placement_id IN (
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.pay_rate, o.pay_unit, o.currency) IS DISTINCT FROM (n.pay_rate, n.pay_unit, n.currency))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER margin_months_insert AFTER INSERT ON timesheets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_timesheets();
--> statement-breakpoint
CREATE TRIGGER margin_months_update AFTER UPDATE ON timesheets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_timesheets();
--> statement-breakpoint
CREATE TRIGGER margin_months_delete AFTER DELETE ON timesheets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_timesheets();
--> statement-breakpoint
CREATE TRIGGER margin_months_truncate AFTER TRUNCATE ON timesheets FOR EACH STATEMENT EXECUTE FUNCTION margin_months_clear();
--> statement-breakpoint
CREATE TRIGGER margin_months_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoices();
--> statement-breakpoint
CREATE TRIGGER margin_months_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoices();
--> statement-breakpoint
CREATE TRIGGER margin_months_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoices();
--> statement-breakpoint
CREATE TRIGGER margin_months_truncate AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION margin_months_clear();
--> statement-breakpoint
CREATE TRIGGER margin_months_insert AFTER INSERT ON invoice_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoice_parts();
--> statement-breakpoint
CREATE TRIGGER margin_months_update AFTER UPDATE ON invoice_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoice_parts();
--> statement-breakpoint
CREATE TRIGGER margin_months_delete AFTER DELETE ON invoice_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoice_parts();
--> statement-breakpoint
CREATE TRIGGER margin_months_truncate AFTER TRUNCATE ON invoice_lines FOR EACH STATEMENT EXECUTE FUNCTION margin_months_clear();
--> statement-breakpoint
CREATE TRIGGER margin_months_insert AFTER INSERT ON invoice_credit_notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoice_parts();
--> statement-breakpoint
CREATE TRIGGER margin_months_update AFTER UPDATE ON invoice_credit_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoice_parts();
--> statement-breakpoint
CREATE TRIGGER margin_months_delete AFTER DELETE ON invoice_credit_notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_invoice_parts();
--> statement-breakpoint
CREATE TRIGGER margin_months_truncate AFTER TRUNCATE ON invoice_credit_notes FOR EACH STATEMENT EXECUTE FUNCTION margin_months_clear();
--> statement-breakpoint
CREATE TRIGGER margin_months_update AFTER UPDATE ON placements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION margin_months_placements();
