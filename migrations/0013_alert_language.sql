-- Issue 30: the language a guest's job alert mails in (the browser's interface language when
-- it was made). An account's alerts mail in the account's own language (users.language).
alter table alerts
  add column language text not null default 'en'
    constraint alerts_language_check check (language in ('en', 'hi'));
