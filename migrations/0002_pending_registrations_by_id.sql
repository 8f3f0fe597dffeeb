-- Each sign-up is kept on its own row, and every verification code is bound to the sign-up it
-- was mailed for: a second sign-up with an address that is waiting for verification never
-- changes what the first one asked for, and a code creates exactly the account it was sent for.
alter table pending_registrations drop constraint pending_registrations_pkey;
alter table pending_registrations add column id uuid not null default gen_random_uuid();
alter table pending_registrations add primary key (id);
create index pending_registrations_email_idx on pending_registrations (email, created_at desc);

alter table one_time_codes
  add column pending_id uuid references pending_registrations (id) on delete set null;

-- Sign-ups in flight keep working: their live code belonged to the one row the address had.
update one_time_codes c set pending_id = p.id
  from pending_registrations p
  where c.email = p.email and c.purpose = 'verify_email' and c.consumed_at is null;
