import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 40 items 1 and 8: the hours as days and clock times (one source for every page and mail) instead of two
// free texts per language, and the operator's identity. Written by hand (migrate:create asks rename-or-create
// questions without a TTY); the lead regenerates it with its schema snapshot when merging.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_site_settings_customer_service_hours_days" AS ENUM('daily', 'weekdays');
  CREATE TYPE "public"."enum_site_settings_office_hours_days" AS ENUM('daily', 'weekdays');
  CREATE TYPE "public"."enum__site_settings_v_version_customer_service_hours_days" AS ENUM('daily', 'weekdays');
  CREATE TYPE "public"."enum__site_settings_v_version_office_hours_days" AS ENUM('daily', 'weekdays');
  ALTER TABLE "site_settings" ADD COLUMN "customer_service_hours_days" "enum_site_settings_customer_service_hours_days" DEFAULT 'daily';
  ALTER TABLE "site_settings" ADD COLUMN "customer_service_hours_opens_at" varchar DEFAULT '09:00';
  ALTER TABLE "site_settings" ADD COLUMN "customer_service_hours_closes_at" varchar DEFAULT '23:00';
  ALTER TABLE "site_settings" ADD COLUMN "office_hours_days" "enum_site_settings_office_hours_days" DEFAULT 'weekdays';
  ALTER TABLE "site_settings" ADD COLUMN "office_hours_opens_at" varchar DEFAULT '09:00';
  ALTER TABLE "site_settings" ADD COLUMN "office_hours_closes_at" varchar DEFAULT '18:00';
  ALTER TABLE "site_settings" ADD COLUMN "operator_registration_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "operator_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "operator_phone" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "operator_company_name" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "operator_address" varchar;
  ALTER TABLE "site_settings_locales" DROP COLUMN "service_hours";
  ALTER TABLE "site_settings_locales" DROP COLUMN "support_hours";
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_customer_service_hours_days" "enum__site_settings_v_version_customer_service_hours_days" DEFAULT 'daily';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_customer_service_hours_opens_at" varchar DEFAULT '09:00';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_customer_service_hours_closes_at" varchar DEFAULT '23:00';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_office_hours_days" "enum__site_settings_v_version_office_hours_days" DEFAULT 'weekdays';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_office_hours_opens_at" varchar DEFAULT '09:00';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_office_hours_closes_at" varchar DEFAULT '18:00';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_operator_registration_number" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_operator_email" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_operator_phone" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_operator_company_name" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_operator_address" varchar;
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_service_hours";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_support_hours";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings_locales" ADD COLUMN "service_hours" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "support_hours" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_service_hours" varchar;
  ALTER TABLE "_site_settings_v_locales" ADD COLUMN "version_support_hours" varchar;
  ALTER TABLE "site_settings" DROP COLUMN "customer_service_hours_days";
  ALTER TABLE "site_settings" DROP COLUMN "customer_service_hours_opens_at";
  ALTER TABLE "site_settings" DROP COLUMN "customer_service_hours_closes_at";
  ALTER TABLE "site_settings" DROP COLUMN "office_hours_days";
  ALTER TABLE "site_settings" DROP COLUMN "office_hours_opens_at";
  ALTER TABLE "site_settings" DROP COLUMN "office_hours_closes_at";
  ALTER TABLE "site_settings" DROP COLUMN "operator_registration_number";
  ALTER TABLE "site_settings" DROP COLUMN "operator_email";
  ALTER TABLE "site_settings" DROP COLUMN "operator_phone";
  ALTER TABLE "site_settings_locales" DROP COLUMN "operator_company_name";
  ALTER TABLE "site_settings_locales" DROP COLUMN "operator_address";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_customer_service_hours_days";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_customer_service_hours_opens_at";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_customer_service_hours_closes_at";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_office_hours_days";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_office_hours_opens_at";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_office_hours_closes_at";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_operator_registration_number";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_operator_email";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_operator_phone";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_operator_company_name";
  ALTER TABLE "_site_settings_v_locales" DROP COLUMN "version_operator_address";
  DROP TYPE "public"."enum_site_settings_customer_service_hours_days";
  DROP TYPE "public"."enum_site_settings_office_hours_days";
  DROP TYPE "public"."enum__site_settings_v_version_customer_service_hours_days";
  DROP TYPE "public"."enum__site_settings_v_version_office_hours_days";`)
}
