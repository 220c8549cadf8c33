-- Lockouts per email and address; existing ones become account-wide ('*') until they run out.
ALTER TABLE "login_lockouts" ADD COLUMN "address" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_lockouts" DROP CONSTRAINT "login_lockouts_pkey";--> statement-breakpoint
ALTER TABLE "login_lockouts" ADD CONSTRAINT "login_lockouts_email_address_pk" PRIMARY KEY("email","address");
