import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 41 item 1: LINE Pay and JKO Pay as payment methods of an attempt and of the order it paid. Written by hand
// (migrate:create asks questions without a TTY); the lead regenerates it with its schema snapshot when merging.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payments_method" ADD VALUE IF NOT EXISTS 'linePay';
  ALTER TYPE "public"."enum_payments_method" ADD VALUE IF NOT EXISTS 'jkoPay';
  ALTER TYPE "public"."enum_orders_payment_method" ADD VALUE IF NOT EXISTS 'linePay';
  ALTER TYPE "public"."enum_orders_payment_method" ADD VALUE IF NOT EXISTS 'jkoPay';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Postgres cannot drop an enum value: the types are made again without them (wallet rows become card rows first).
  await db.execute(sql`
  UPDATE "payments" SET "method" = 'card' WHERE "method"::text IN ('linePay', 'jkoPay');
  UPDATE "orders" SET "payment_method" = 'card' WHERE "payment_method"::text IN ('linePay', 'jkoPay');
  ALTER TABLE "payments" ALTER COLUMN "method" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_method";
  CREATE TYPE "public"."enum_payments_method" AS ENUM('card', 'applePay', 'googlePay');
  ALTER TABLE "payments" ALTER COLUMN "method" SET DATA TYPE "public"."enum_payments_method" USING "method"::"public"."enum_payments_method";
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_payment_method";
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'applePay', 'googlePay');
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE "public"."enum_orders_payment_method" USING "payment_method"::"public"."enum_orders_payment_method";`)
}
