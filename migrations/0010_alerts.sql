-- Job alerts (issue 27): saved searches matched by the indexer as jobs go live, mailed at once
-- or as a digest.
create table alerts (
  id uuid primary key default gen_random_uuid(),
  -- null for a guest's alert (an email only)
  user_id uuid references users (id) on delete cascade,
  -- where the mail goes: a guest's address; for an account its email at creation (the worker
  -- mails the account's current email)
  email text not null,
  name text not null constraint alerts_name_check check (char_length(name) between 1 and 100),
  frequency text not null constraint alerts_frequency_check check (frequency in ('instant', 'daily', 'weekly')),
  -- the search: the filters of GET /api/jobs (kaamsetu_search::alerts::AlertSearch)
  search jsonb not null,
  -- paused when false
  active boolean not null default true,
  -- an account's alert is confirmed at once; a guest's when the link in its mail is opened
  confirmed_at timestamptz,
  confirm_token_hash bytea,
  -- the one-click unsubscribe of a mail (no mail after it)
  unsubscribed_at timestamptz,
  -- an instant mail task is queued and not yet sent (one at a time per alert)
  instant_pending boolean not null default false,
  -- when the digest command last queued this alert's digest (one per period)
  digest_queued_at timestamptz,
  last_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index alerts_user_idx on alerts (user_id, created_at desc);
create index alerts_email_idx on alerts (lower(email));
create index alerts_updated_idx on alerts (updated_at);

-- A job matches an alert once, ever (the key); mailed_at is set in the transaction that sends
-- the mail carrying it.
create table alert_matches (
  alert_id uuid not null references alerts (id) on delete cascade,
  job_id uuid not null references jobs (id) on delete cascade,
  matched_at timestamptz not null default now(),
  mailed_at timestamptz,
  primary key (alert_id, job_id)
);
create index alert_matches_unmailed_idx on alert_matches (alert_id, matched_at desc) where mailed_at is null;
create index alert_matches_job_idx on alert_matches (job_id);

-- Every open job the indexer made searchable, in commit order (written in the transaction that
-- deletes the outbox rows); the matcher reads past its position and advances it in the
-- transaction that writes the matches, so a crash loses and repeats nothing.
create table alert_feed (
  seq bigserial primary key,
  job_id uuid not null,
  at timestamptz not null default now()
);
create table alert_matcher (
  id integer primary key constraint alert_matcher_one check (id = 1),
  position bigint not null default 0,
  updated_at timestamptz not null default now()
);
insert into alert_matcher (id, position) values (1, 0);

-- Every alert mail sent or given up on (ops: mails sent and failed today).
create table alert_mails (
  id bigserial primary key,
  alert_id uuid references alerts (id) on delete set null,
  kind text not null constraint alert_mails_kind_check check (kind in ('instant', 'digest', 'confirm')),
  jobs integer not null default 0,
  outcome text not null constraint alert_mails_outcome_check check (outcome in ('sent', 'failed')),
  at timestamptz not null default now()
);
create index alert_mails_at_idx on alert_mails (at);
