//! Sign-ups waiting for their email code. Each sign-up is its own row (an address may have
//! several); a verification code names the row it was mailed for.

use kaamsetu_search::catalog::Role;
use sqlx::{PgExecutor, prelude::FromRow};
use uuid::Uuid;

/// Sign-ups kept per address; older ones beyond this are dropped when a new one arrives.
pub const MAX_PER_EMAIL: i64 = 5;

/// A `pending_registrations` row.
#[derive(Debug, FromRow)]
pub struct PendingRow {
    pub id: Uuid,
    pub email: String,
    pub role: Role,
    pub name: String,
    pub password_hash: String,
    pub avatar: Option<String>,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
}

/// What a new sign-up asks for.
pub struct NewPending<'a> {
    pub email: &'a str,
    pub role: Role,
    pub name: &'a str,
    pub password_hash: &'a str,
    pub avatar: Option<&'a str>,
    pub company_name: Option<&'a str>,
    pub company_logo: Option<&'a str>,
}

/// Stores a new sign-up beside any other for the same address (never replacing one) and
/// returns its id.
pub async fn insert(db: impl PgExecutor<'_>, p: &NewPending<'_>) -> sqlx::Result<Uuid> {
    sqlx::query_scalar(
        "insert into pending_registrations \
            (email, role, name, password_hash, avatar, company_name, company_logo) \
         values ($1, $2, $3, $4, $5, $6, $7) returning id",
    )
    .bind(p.email)
    .bind(p.role)
    .bind(p.name)
    .bind(p.password_hash)
    .bind(p.avatar)
    .bind(p.company_name)
    .bind(p.company_logo)
    .fetch_one(db)
    .await
}

/// Drops an address's expired sign-ups and all but its newest `MAX_PER_EMAIL` (their codes
/// stay, counted by the cooldown and the daily cap, but no longer create anything).
pub async fn prune(db: impl PgExecutor<'_>, email: &str) -> sqlx::Result<()> {
    sqlx::query(
        "delete from pending_registrations where email = $1 and id not in ( \
            select id from pending_registrations \
            where email = $1 and created_at > now() - interval '7 days' \
            order by created_at desc limit $2)",
    )
    .bind(email)
    .bind(MAX_PER_EMAIL)
    .execute(db)
    .await
    .map(|_| ())
}

/// One live sign-up of an address.
pub async fn get(
    db: impl PgExecutor<'_>,
    email: &str,
    id: Uuid,
) -> sqlx::Result<Option<PendingRow>> {
    sqlx::query_as(
        "select id, email, role, name, password_hash, avatar, company_name, company_logo \
         from pending_registrations \
         where id = $1 and email = $2 and created_at > now() - interval '7 days'",
    )
    .bind(id)
    .bind(email)
    .fetch_optional(db)
    .await
}

/// The live sign-ups of an address, newest first.
pub async fn for_email(db: impl PgExecutor<'_>, email: &str) -> sqlx::Result<Vec<PendingRow>> {
    sqlx::query_as(
        "select id, email, role, name, password_hash, avatar, company_name, company_logo \
         from pending_registrations \
         where email = $1 and created_at > now() - interval '7 days' \
         order by created_at desc limit $2",
    )
    .bind(email)
    .bind(MAX_PER_EMAIL)
    .fetch_all(db)
    .await
}

/// Drops every sign-up of an address (its account now exists).
pub async fn delete_for_email(db: impl PgExecutor<'_>, email: &str) -> sqlx::Result<()> {
    sqlx::query("delete from pending_registrations where email = $1")
        .bind(email)
        .execute(db)
        .await
        .map(|_| ())
}
