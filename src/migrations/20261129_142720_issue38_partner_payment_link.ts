import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "profit_share_percent" numeric;
  ALTER TABLE "orders" ADD COLUMN "payment_link_issued_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "profit_share_percent";
  ALTER TABLE "orders" DROP COLUMN "payment_link_issued_at";`)
}
