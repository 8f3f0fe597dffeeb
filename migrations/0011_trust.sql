-- Trust and safety (issue 29): the scam-risk check's verdict on each job, reports, verified
-- employers, suspension, and the admin role with its audit log.

-- The admin role is created only by ops (`kaamsetu-api create-admin`); sign-up never makes one.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('jobseeker', 'employer', 'admin'));

-- A suspended employer's jobs are all out of search (review = 'suspended') and it cannot post.
alter table users add column suspended_at timestamptz;
alter table users add column suspension_message text;
-- A company whose address at its own domain answered a code: `company.verified`.
alter table users add column verified_domain text;
alter table users add column verified_at timestamptz;
alter table users add constraint users_verified_check check ((verified_at is null) = (verified_domain is null));

-- Where a job stands with moderation. Only a 'live' job is searchable (and only while open):
--   live       published (the check passed, or an admin approved it)
--   held       the check held it for review
--   hidden     three people reported it; an admin decides
--   rejected   an admin rejected it (moderation_message says why)
--   suspended  its employer is suspended
alter table jobs add column review text not null default 'live'
  constraint jobs_review_check check (review in ('live', 'held', 'hidden', 'rejected', 'suspended'));
-- The check's verdict when the job was last saved: its score and signals ([{id, reason}]).
alter table jobs add column risk_score integer not null default 0;
alter table jobs add column risk_signals jsonb not null default '[]';
-- The signals an admin approved: an edit that finds no other signal stays live.
alter table jobs add column approved_signals text[] not null default '{}';
-- What the admin told the employer on rejecting it.
alter table jobs add column moderation_message text;
create index jobs_review_queue_idx on jobs (updated_at) where review in ('held', 'hidden');

-- Reports of a job. One per reporter (an account, or a guest's address): the same person twice
-- counts once.
create table job_reports (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references jobs (id) on delete cascade,
  -- 'user:<uuid>' or 'ip:<address>'
  reporter text not null,
  user_id uuid references users (id) on delete set null,
  reason text not null constraint job_reports_reason_check check (reason in ('fee_asked', 'fake_company', 'wrong_details', 'offensive', 'other')),
  details text constraint job_reports_details_check check (char_length(details) <= 1000),
  created_at timestamptz not null default now(),
  -- set when an admin decided on the job (approve or reject): a later report counts afresh
  resolved_at timestamptz,
  unique (job_id, reporter)
);
create index job_reports_open_idx on job_reports (job_id) where resolved_at is null;

-- A code mailed to an address at the company's own domain.
create table domain_verifications (
  employer_id uuid primary key references users (id) on delete cascade,
  email text not null,
  code_hash bytea not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Every moderation action: who, what, when, why.
create table moderation_log (
  id bigserial primary key,
  admin_id uuid not null references users (id),
  action text not null constraint moderation_log_action_check check (action in ('approve', 'reject', 'suspend')),
  job_id uuid references jobs (id) on delete set null,
  employer_id uuid references users (id) on delete set null,
  message text,
  at timestamptz not null default now()
);
create index moderation_log_at_idx on moderation_log (at desc);
