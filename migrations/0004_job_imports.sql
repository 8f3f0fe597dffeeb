-- Job feed imports (`kaamsetu-indexer import-jobs`, issue 18).
--
-- An imported company gets an employer account that cannot sign in: no password of either
-- kind, marked by the feed it came from (its email is on the reserved .invalid domain, so a
-- password reset can never reach it either).
alter table users add column imported_from text;
alter table users drop constraint users_has_password;
alter table users add constraint users_has_password
  check (password_hash is not null or legacy_password_hash is not null or imported_from is not null);

-- One row per imported posting, by the feed's own id: a second import of the same feed
-- updates what changed (content_hash) and leaves the rest alone.
create table job_imports (
  external_id text primary key constraint job_imports_external_id_check check (char_length(external_id) between 1 and 300),
  job_id uuid not null references jobs (id) on delete cascade,
  content_hash text not null,
  imported_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_imports_job_idx on job_imports (job_id);
