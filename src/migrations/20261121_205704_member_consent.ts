import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "terms_version" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" DROP COLUMN "terms_accepted_at";
  ALTER TABLE "members" DROP COLUMN "terms_version";`)
}
