import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "orders_invoice_allowances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"amount_twd" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"note" varchar
  );
  
  ALTER TABLE "orders_invoice_allowances" ADD CONSTRAINT "orders_invoice_allowances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_invoice_allowances_order_idx" ON "orders_invoice_allowances" USING btree ("_order");
  CREATE INDEX "orders_invoice_allowances_parent_id_idx" ON "orders_invoice_allowances" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_invoice_allowances" CASCADE;`)
}
