import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_plans" ADD COLUMN "data_gb" numeric;
  ALTER TABLE "_products_v_version_plans" ADD COLUMN "data_gb" numeric;`)
  // Plans stored before the field: the cap their English allowance names ("10 GB"); "Unlimited" stays empty.
  await db.execute(sql`
  UPDATE "products_plans" p SET "data_gb" = substring(l."data_allowance" from '(?i)([0-9]+(?:[.][0-9]+)?) *GB')::numeric
    FROM "products_plans_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en' AND l."data_allowance" ~* '[0-9] *GB';
  UPDATE "_products_v_version_plans" p SET "data_gb" = substring(l."data_allowance" from '(?i)([0-9]+(?:[.][0-9]+)?) *GB')::numeric
    FROM "_products_v_version_plans_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'en' AND l."data_allowance" ~* '[0-9] *GB';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_plans" DROP COLUMN "data_gb";
  ALTER TABLE "_products_v_version_plans" DROP COLUMN "data_gb";`)
}
