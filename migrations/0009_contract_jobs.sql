-- Contract is a job type (spec §2.7 gives it a colour): the catalogue's job types, in full.
alter table jobs drop constraint jobs_type_check;
alter table jobs add constraint jobs_type_check
  check (type in ('Full-Time', 'Part-Time', 'Freelance', 'Internship', 'Contract'));
