-- The languages a job seeker speaks (issue 25): on the simple résumé and shown to the employers
-- they apply to, beside phone, city, experience, skills and education.
alter table users add column languages text[] not null default '{}';
alter table users add constraint users_languages_check check (cardinality(languages) <= 10);
