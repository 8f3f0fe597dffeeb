-- Nothing a job seeker did vanishes when an employer deletes or edits a job (issue 24).
--
-- A deleted job stays as a closed row with `deleted_at` set: it leaves search, its page says it
-- was removed, and the applications and saves that point at it stay. Only the employer's own
-- lists forget it.
alter table jobs add column deleted_at timestamptz;
alter table jobs add constraint jobs_deleted_is_closed_check check (deleted_at is null or is_closed);

-- Each application keeps the job as it was when the seeker applied (the search crate's
-- `JobRecord`, the same columns as `job_select!`), so a later edit or deletion does not
-- rewrite what they applied to. Existing applications take the job as it is now.
alter table applications add column job_snapshot jsonb;
update applications a set job_snapshot = (
  select to_jsonb(r) from (
    select j.id, j.employer_id, j.title, j.state, j.location, j.category,
           j.type as job_type, j.work_mode, j.description, j.requirements, j.salary_min,
           j.salary_max, j.salary_frequency, j.gender, j.is_blue_collar, j.open_positions,
           j.is_closed, j.created_at, j.updated_at, u.name as employer_name, u.company_name,
           u.company_logo, (select count(*) from applications x where x.job_id = j.id) as application_count,
           false as is_removed
    from jobs j join users u on u.id = j.employer_id where j.id = a.job_id) r);
alter table applications alter column job_snapshot set not null;
