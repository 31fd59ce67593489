ALTER TABLE "applicants" ADD COLUMN "skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Hand-written: copy the existing skill rows onto the new arrays before the indexes are built.
UPDATE "applicants" a SET "skill_ids" = s.ids FROM (SELECT "applicant_id", array_agg("skill_id" ORDER BY "skill_id") AS ids FROM "applicant_skills" GROUP BY 1) s WHERE s."applicant_id" = a."id";--> statement-breakpoint
UPDATE "positions" p SET "skill_ids" = s.ids FROM (SELECT "position_id", array_agg("skill_id" ORDER BY "skill_id") AS ids FROM "position_skills" GROUP BY 1) s WHERE s."position_id" = p."id";--> statement-breakpoint
CREATE INDEX "applicants_skill_ids_idx" ON "applicants" USING gin ("skill_ids") WHERE "applicants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "positions_skill_ids_idx" ON "positions" USING gin ("skill_ids") WHERE "positions"."deleted_at" is null;