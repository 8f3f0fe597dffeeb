-- KaamSetu schema: every entity of spec §3. PostgreSQL is the source of truth;
-- the search index is derived from it (see search_outbox).

-- Users of both roles in one table: the role decides which profile fields are used.
create table users (
  id uuid primary key default gen_random_uuid(),
  role text not null constraint users_role_check check (role in ('jobseeker', 'employer')),
  name text not null constraint users_name_check check (char_length(name) between 2 and 100),
  -- always stored lowercased and trimmed; unique (users_email_key)
  email text not null constraint users_email_check check (email = lower(email) and char_length(email) between 3 and 254),
  -- argon2id PHC string; null only for a legacy account that has not reset yet
  password_hash text,
  -- bcrypt hash imported from the previous system; cleared by a successful reset
  legacy_password_hash text,
  is_email_verified boolean not null default false,
  avatar text,
  phone text,
  location text,
  resume text,
  skills text[] not null default '{}',
  status text not null default 'fresher' constraint users_status_check check (status in ('intern', 'fresher', 'experienced')),
  years_of_experience integer constraint users_years_check check (years_of_experience between 0 and 80),
  education_qualification text,
  company text,
  company_name text,
  company_desc text,
  company_logo text,
  company_location text,
  industry text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_has_password check (password_hash is not null or legacy_password_hash is not null)
);
create unique index users_email_key on users (email);
-- browse employers: newest first, filtered by name or location
create index users_employers_idx on users (created_at desc, id) where role = 'employer';

create table jobs (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references users (id) on delete cascade,
  title text not null constraint jobs_title_check check (char_length(title) between 1 and 200),
  state text not null constraint jobs_state_check check (state in (
    'Andhra Pradesh',
    'Arunachal Pradesh',
    'Assam',
    'Bihar',
    'Chhattisgarh',
    'Goa',
    'Gujarat',
    'Haryana',
    'Himachal Pradesh',
    'Jharkhand',
    'Karnataka',
    'Kerala',
    'Madhya Pradesh',
    'Maharashtra',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Odisha',
    'Punjab',
    'Rajasthan',
    'Sikkim',
    'Tamil Nadu',
    'Telangana',
    'Tripura',
    'Uttar Pradesh',
    'Uttarakhand',
    'West Bengal',
    'Andaman and Nicobar Islands',
    'Chandigarh',
    'Dadra and Nagar Haveli and Daman and Diu',
    'Lakshadweep',
    'Delhi',
    'Puducherry',
    'Jammu and Kashmir',
    'Ladakh')),
  location text not null default '',
  category text not null constraint jobs_category_check check (category in (
    'Engineering',
    'Design',
    'Sales',
    'Operations',
    'Finance',
    'Data Science',
    'Business Development',
    'Quality Assurance',
    'Content Writing',
    'Digital Marketing',
    'Graphic Design',
    'Web Development',
    'Mobile Development',
    'UI/UX Design',
    'Legal',
    'Research',
    'Consulting',
    'Banking',
    'Insurance',
    'E-commerce',
    'Hospitality',
    'Travel & Tourism',
    'Sports',
    'Non-Profit',
    'Government',
    'Other',
    'Project Management',
    'Real Estate',
    'Retail',
    'Transportation',
    'Accounting/Finance',
    'Agriculture',
    'Automotive jobs',
    'Construction',
    'Customer Service',
    'Development',
    'Education',
    'Healthcare',
    'Human Resource',
    'Logistics & Supply Chain',
    'Manufacturing',
    'Marketing',
    'Media & Communication')),
  type text not null constraint jobs_type_check check (type in ('Full-Time', 'Part-Time', 'Freelance', 'Internship')),
  work_mode text not null constraint jobs_work_mode_check check (work_mode in ('On-site', 'Hybrid', 'Remote')),
  description text not null,
  requirements text not null default '',
  -- rupees per salary_frequency; null means not disclosed (imported data)
  salary_min bigint constraint jobs_salary_min_check check (salary_min >= 0),
  salary_max bigint,
  salary_frequency text not null default 'per year' constraint jobs_salary_frequency_check check (salary_frequency in ('per month', 'per year')),
  gender text not null default 'Both' constraint jobs_gender_check check (gender in ('Male', 'Female', 'Both')),
  is_blue_collar boolean not null default false,
  open_positions integer not null default 1 constraint jobs_open_positions_check check (open_positions between 1 and 100000),
  is_closed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint jobs_salary_range_check check (salary_min is null or salary_max is null or salary_max > salary_min)
);
-- manage jobs and employer pages: an employer's jobs, newest first
create index jobs_employer_idx on jobs (employer_id, created_at desc);
-- trending, reconcile and reindex: open jobs newest first
create index jobs_open_idx on jobs (created_at desc, id) where not is_closed;

create table applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references jobs (id) on delete cascade,
  applicant_id uuid not null references users (id) on delete cascade,
  status text not null default 'Applied' constraint applications_status_check check (status in ('Applied', 'In Review', 'Accepted', 'Rejected')),
  -- the résumé file the applicant had when applying; kept even if the profile changes
  resume text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_job_applicant_key unique (job_id, applicant_id)
);
create index applications_applicant_idx on applications (applicant_id, created_at desc);
create index applications_job_idx on applications (job_id, created_at desc);
create index applications_resume_idx on applications (resume);

create table saved_jobs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  job_id uuid not null references jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint saved_jobs_user_job_key unique (user_id, job_id)
);
create index saved_jobs_user_idx on saved_jobs (user_id, created_at desc);
create index saved_jobs_job_idx on saved_jobs (job_id);

-- Server-side sessions. The cookie carries a 256-bit random token; only its SHA-256 is stored.
create table sessions (
  token_hash bytea primary key,
  user_id uuid not null references users (id) on delete cascade,
  remember boolean not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);

-- 6-digit codes for email verification and password reset; stored as a keyed hash.
create table one_time_codes (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  purpose text not null constraint one_time_codes_purpose_check check (purpose in ('verify_email', 'reset_password')),
  code_hash bytea not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  -- set when used, when superseded by a newer code, or when too many wrong tries killed it
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index one_time_codes_lookup_idx on one_time_codes (email, purpose, created_at desc);

-- Sign-ups waiting for their email code; the user row is created on verification.
create table pending_registrations (
  email text primary key,
  role text not null constraint pending_role_check check (role in ('jobseeker', 'employer')),
  name text not null,
  password_hash text not null,
  avatar text,
  company_name text,
  company_logo text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per change of a job's public face, written in the same transaction as the change.
-- No foreign key: a deleted job's row must survive so the indexer removes it.
create table search_outbox (
  id bigserial primary key,
  job_id uuid not null,
  created_at timestamptz not null default now()
);
create index search_outbox_job_idx on search_outbox (job_id);

-- Metadata of uploaded files (images and résumés), stored under random names.
create table uploads (
  filename text primary key,
  kind text not null constraint uploads_kind_check check (kind in ('image', 'document')),
  content_type text not null,
  size_bytes bigint not null constraint uploads_size_check check (size_bytes between 1 and 5242880),
  owner_id uuid references users (id) on delete set null,
  uploader_ip text,
  created_at timestamptz not null default now()
);
create index uploads_owner_idx on uploads (owner_id);
