-- An applicant hears back when an employer changes their application's status: by email (the
-- status they were last told about is `notified_status`, so a change made and undone within
-- the mail delay sends nothing) and on their dashboard (a change is new until they have seen
-- it: `seen_status`). Existing applications count as told and seen.
alter table applications add column notified_status text;
alter table applications add column seen_status text;
alter table applications add column status_changed_at timestamptz;
update applications set notified_status = status, seen_status = status;
alter table applications
  alter column notified_status set default 'Applied',
  alter column notified_status set not null,
  alter column seen_status set default 'Applied',
  alter column seen_status set not null;
