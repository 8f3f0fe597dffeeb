//! Users of both roles.

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, prelude::FromRow};
use uuid::Uuid;

use kaamsetu_search::catalog::Role;

use crate::profile::ProfileFields;

/// A `users` row.
#[derive(Clone, Debug, FromRow)]
pub struct UserRow {
    pub id: Uuid,
    pub role: Role,
    pub email: String,
    pub password_hash: Option<String>,
    pub legacy_password_hash: Option<String>,
    pub is_email_verified: bool,
    /// An employer's company domain, once verified.
    pub verified_domain: Option<String>,
    /// When an admin suspended the employer, and the message it was given.
    pub suspended_at: Option<DateTime<Utc>>,
    pub suspension_message: Option<String>,
    /// The interface language the account chose.
    pub language: kaamsetu_search::catalog::Language,
    #[sqlx(flatten)]
    pub profile: ProfileFields,
    pub created_at: DateTime<Utc>,
}

impl From<&UserRow> for crate::views::UserView {
    fn from(u: &UserRow) -> Self {
        Self {
            id: u.id,
            email: u.email.clone(),
            role: u.role,
            is_email_verified: u.is_email_verified,
            verified_domain: u.verified_domain.clone(),
            is_suspended: u.suspended_at.is_some(),
            suspension_message: u
                .suspension_message
                .clone()
                .filter(|_| u.suspended_at.is_some()),
            language: u.language,
            profile: u.profile.clone(),
            created_at: u.created_at,
        }
    }
}

/// The columns of `UserRow`, as a literal so queries stay static strings.
macro_rules! user_columns {
    () => {
        "id, role, name, email, password_hash, legacy_password_hash, \
         is_email_verified, avatar, phone, location, resume, skills, languages, status, \
         years_of_experience, education_qualification, company, company_name, company_desc, \
         company_logo, company_location, industry, created_at, verified_domain, suspended_at, \
         suspension_message, language"
    };
}

pub async fn by_email(db: impl PgExecutor<'_>, email: &str) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(concat!(
        "select ",
        user_columns!(),
        " from users where email = $1"
    ))
    .bind(email)
    .fetch_optional(db)
    .await
}

pub async fn by_id(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(concat!(
        "select ",
        user_columns!(),
        " from users where id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// What a new account starts with.
pub struct NewUser<'a> {
    pub role: Role,
    pub name: &'a str,
    pub email: &'a str,
    pub password_hash: Option<&'a str>,
    pub legacy_password_hash: Option<&'a str>,
    pub is_email_verified: bool,
    pub avatar: Option<&'a str>,
    pub company_name: Option<&'a str>,
    pub company_logo: Option<&'a str>,
    pub created_at: Option<DateTime<Utc>>,
}

/// Inserts a user; a taken email surfaces as the `users_email_key` violation.
pub async fn insert(db: impl PgExecutor<'_>, u: &NewUser<'_>) -> sqlx::Result<UserRow> {
    sqlx::query_as(concat!(
        "insert into users (role, name, email, password_hash, legacy_password_hash, \
            is_email_verified, avatar, company_name, company, company_logo, created_at) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, coalesce($10, now())) \
         returning ",
        user_columns!()
    ))
    .bind(u.role)
    .bind(u.name)
    .bind(u.email)
    .bind(u.password_hash)
    .bind(u.legacy_password_hash)
    .bind(u.is_email_verified)
    .bind(u.avatar)
    .bind(u.company_name)
    .bind(u.company_logo)
    .bind(u.created_at)
    .fetch_one(db)
    .await
}

/// Sets a new argon2 password and drops any legacy hash.
pub async fn set_password(db: impl PgExecutor<'_>, id: Uuid, hash: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update users set password_hash = $2, legacy_password_hash = null, updated_at = now() \
         where id = $1",
    )
    .bind(id)
    .bind(hash)
    .execute(db)
    .await
    .map(|_| ())
}

/// Marks the address verified (a completed reset proves ownership of the mailbox too).
pub async fn mark_verified(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<()> {
    sqlx::query("update users set is_email_verified = true where id = $1")
        .bind(id)
        .execute(db)
        .await
        .map(|_| ())
}

/// Clears the profile's résumé and returns the file name it had.
pub async fn take_resume(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "update users u set resume = null, updated_at = now() \
         from (select id, resume from users where id = $1 for update) old \
         where u.id = old.id returning old.resume",
    )
    .bind(id)
    .fetch_optional(db)
    .await
    .map(Option::flatten)
}

/// Locks and returns a user for an update.
pub async fn for_update(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<UserRow>> {
    sqlx::query_as(concat!(
        "select ",
        user_columns!(),
        " from users where id = $1 for update"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Writes every profile column.
pub async fn save_profile(
    db: impl PgExecutor<'_>,
    id: Uuid,
    p: &ProfileFields,
) -> sqlx::Result<UserRow> {
    sqlx::query_as(concat!(
        "update users set name = $2, avatar = $3, phone = $4, location = $5, resume = $6, \
            skills = $7, status = $8, years_of_experience = $9, education_qualification = $10, \
            company = $11, company_name = $12, company_desc = $13, company_logo = $14, \
            company_location = $15, industry = $16, languages = $17, updated_at = now() \
         where id = $1 returning ",
        user_columns!()
    ))
    .bind(id)
    .bind(&p.name)
    .bind(&p.avatar)
    .bind(&p.phone)
    .bind(&p.location)
    .bind(&p.resume)
    .bind(&p.skills)
    .bind(p.status)
    .bind(p.years_of_experience)
    .bind(&p.education_qualification)
    .bind(&p.company)
    .bind(&p.company_name)
    .bind(&p.company_desc)
    .bind(&p.company_logo)
    .bind(&p.company_location)
    .bind(&p.industry)
    .bind(&p.languages)
    .fetch_one(db)
    .await
}

/// An employer's public profile with the number of open jobs.
#[derive(Debug, FromRow)]
pub struct EmployerRow {
    pub id: Uuid,
    pub name: String,
    pub avatar: Option<String>,
    pub company: Option<String>,
    pub company_name: Option<String>,
    pub company_desc: Option<String>,
    pub company_logo: Option<String>,
    pub company_location: Option<String>,
    pub industry: Option<String>,
    pub location: Option<String>,
    pub created_at: DateTime<Utc>,
    pub open_jobs: i64,
    pub verified: bool,
}

macro_rules! employer_select {
    () => {
        "select u.id, u.name, u.avatar, u.company, u.company_name, u.company_desc, \
            u.company_logo, u.company_location, u.industry, u.location, u.created_at, \
            (select count(*) from jobs j where j.employer_id = u.id and not j.is_closed \
              and j.review = 'live') \
              as open_jobs, \
            u.verified_at is not null as verified \
         from users u where u.role = 'employer' and u.suspended_at is null "
    };
}

/// Employers, newest first, filtered by person or company name or location. `with_logo` keeps
/// only employers that uploaded a company logo, those with the most open jobs first (the home
/// page's logo strip).
pub async fn employers(
    db: impl PgExecutor<'_> + Copy,
    search: Option<&str>,
    with_logo: bool,
    p: crate::paging::Paging,
) -> sqlx::Result<(Vec<EmployerRow>, i64)> {
    let pattern = search.map(|s| format!("%{}%", super::like_escape(s)));
    let total = sqlx::query_scalar(
        "select count(*) from users u where u.role = 'employer' and u.suspended_at is null \
           and ($1::text is null \
           or u.name ilike $1 or u.company_name ilike $1 or u.company_location ilike $1 \
           or u.location ilike $1) \
           and (not $2 or coalesce(u.company_logo, '') <> '')",
    )
    .bind(&pattern)
    .bind(with_logo)
    .fetch_one(db)
    .await?;
    let rows = sqlx::query_as(concat!(
        employer_select!(),
        "and ($1::text is null or u.name ilike $1 or u.company_name ilike $1 \
           or u.company_location ilike $1 or u.location ilike $1) \
           and (not $4 or coalesce(u.company_logo, '') <> '') \
         order by case when $4 then (select count(*) from jobs j \
             where j.employer_id = u.id and not j.is_closed and j.review = 'live') end desc nulls last, \
           u.created_at desc, u.id limit $2 offset $3"
    ))
    .bind(&pattern)
    .bind(p.limit)
    .bind(p.offset())
    .bind(with_logo)
    .fetch_all(db)
    .await?;
    Ok((rows, total))
}

/// Employers with open jobs and when one last changed (the sitemap's employer pages).
pub async fn employers_hiring(
    db: impl PgExecutor<'_>,
    limit: i64,
) -> sqlx::Result<Vec<(Uuid, DateTime<Utc>)>> {
    sqlx::query_as(
        "select j.employer_id, max(j.updated_at) from jobs j where not j.is_closed \
           and j.review = 'live' \
         group by j.employer_id order by j.employer_id limit $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}

/// How many employers have an account.
pub async fn count_employers(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from users where role = 'employer'")
        .fetch_one(db)
        .await
}

pub async fn employer(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<EmployerRow>> {
    sqlx::query_as(concat!(employer_select!(), "and u.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Sets the interface language of an account.
pub async fn set_language(
    db: impl PgExecutor<'_>,
    user: Uuid,
    language: kaamsetu_search::catalog::Language,
) -> sqlx::Result<()> {
    sqlx::query("update users set language = $2, updated_at = now() where id = $1")
        .bind(user)
        .bind(language)
        .execute(db)
        .await
        .map(|_| ())
}

/// The interface language of an account (its mails are written in it).
pub async fn language_of(
    db: impl PgExecutor<'_>,
    user: Uuid,
) -> sqlx::Result<kaamsetu_search::catalog::Language> {
    sqlx::query_scalar("select language from users where id = $1")
        .bind(user)
        .fetch_one(db)
        .await
}
