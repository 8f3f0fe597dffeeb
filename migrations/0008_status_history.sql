-- Dashboard trends compare like with like (issue 25): "Active Jobs 9" stands beside how many jobs
-- were active a week ago, not beside how many were posted in a week. So each job's closings and
-- reopenings, and each application's status changes, are kept with their time. Triggers write
-- them, so every writer of jobs and applications (the API, the importer, the demo seeder)
-- records them.
create table job_status_changes (
  job_id uuid not null references jobs (id) on delete cascade,
  is_closed boolean not null,
  changed_at timestamptz not null default now()
);
create index job_status_changes_job_idx on job_status_changes (job_id, changed_at desc);

create table application_status_changes (
  application_id uuid not null references applications (id) on delete cascade,
  status text not null,
  changed_at timestamptz not null default now()
);
create index application_status_changes_idx
  on application_status_changes (application_id, changed_at desc);

-- A job starts open: only a job created closed (imported or seeded) records its state at birth.
create function record_job_status() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.is_closed then
      insert into job_status_changes (job_id, is_closed, changed_at)
        values (new.id, true, new.created_at);
    end if;
  elsif new.is_closed is distinct from old.is_closed then
    insert into job_status_changes (job_id, is_closed) values (new.id, new.is_closed);
  end if;
  return null;
end $$;
create trigger jobs_status_history after insert or update of is_closed on jobs
  for each row execute function record_job_status();

-- An application starts Applied: only one created with another status records it at birth.
create function record_application_status() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.status <> 'Applied' then
      insert into application_status_changes (application_id, status, changed_at)
        values (new.id, new.status, new.created_at);
    end if;
  elsif new.status is distinct from old.status then
    insert into application_status_changes (application_id, status)
      values (new.id, new.status);
  end if;
  return null;
end $$;
create trigger applications_status_history after insert or update of status on applications
  for each row execute function record_application_status();

-- Before this migration only the last change is known: a closed job counts as closed since it
-- was last updated, a decided application as decided since its status last changed.
insert into job_status_changes (job_id, is_closed, changed_at)
  select id, true, updated_at from jobs where is_closed;
insert into application_status_changes (application_id, status, changed_at)
  select id, status, coalesce(status_changed_at, updated_at) from applications
  where status <> 'Applied';
