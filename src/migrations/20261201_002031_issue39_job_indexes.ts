import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload_jobs_completed_at_idx";
  DROP INDEX "payload_jobs_total_tried_idx";
  DROP INDEX "payload_jobs_has_error_idx";
  DROP INDEX "payload_jobs_task_slug_idx";
  DROP INDEX "payload_jobs_queue_idx";
  DROP INDEX "payload_jobs_wait_until_idx";
  DROP INDEX "payload_jobs_processing_idx";
  DROP INDEX "payload_jobs_updated_at_idx";
  DROP INDEX "payload_jobs_created_at_idx";
  CREATE INDEX "queue_createdAt_idx" ON "payload_jobs" USING btree ("queue","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "queue_createdAt_idx";
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");`)
}
