import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "chat_widget_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "chat_widget_script_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_widget_platform" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_widget_access_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_widget_medium" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "chat_widget_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "chat_widget_script_url";
  ALTER TABLE "site_settings" DROP COLUMN "chat_widget_platform";
  ALTER TABLE "site_settings" DROP COLUMN "chat_widget_access_id";
  ALTER TABLE "site_settings" DROP COLUMN "chat_widget_medium";`)
}
