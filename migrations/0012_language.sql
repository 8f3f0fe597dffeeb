-- The interface language an account chose (issue 30): the web app applies it at sign-in, on
-- any device.
alter table users add column language text not null default 'en'
  constraint users_language_check check (language in ('en', 'hi'));
