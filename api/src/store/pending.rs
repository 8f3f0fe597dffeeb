//! Sign-ups waiting for their email code.

use sqlx::{PgExecutor, prelude::FromRow};

/// A `pending_registrations` row.
#[derive(Debug, FromRow)]
pub struct PendingRow {
    pub email: String,
    pub role: String,
    pub name: String,
    pub password_hash: String,
    pub avatar: Option<String>,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
}

/// Stores (or replaces) the data of a sign-up.
pub async fn upsert(db: impl PgExecutor<'_>, p: &PendingRow) -> sqlx::Result<()> {
    sqlx::query(
        "insert into pending_registrations \
            (email, role, name, password_hash, avatar, company_name, company_logo) \
         values ($1, $2, $3, $4, $5, $6, $7) \
         on conflict (email) do update set role = excluded.role, name = excluded.name, \
            password_hash = excluded.password_hash, avatar = excluded.avatar, \
            company_name = excluded.company_name, company_logo = excluded.company_logo, \
            updated_at = now()",
    )
    .bind(&p.email)
    .bind(&p.role)
    .bind(&p.name)
    .bind(&p.password_hash)
    .bind(&p.avatar)
    .bind(&p.company_name)
    .bind(&p.company_logo)
    .execute(db)
    .await
    .map(|_| ())
}

pub async fn get(db: impl PgExecutor<'_>, email: &str) -> sqlx::Result<Option<PendingRow>> {
    sqlx::query_as(
        "select email, role, name, password_hash, avatar, company_name, company_logo \
         from pending_registrations where email = $1 and created_at > now() - interval '7 days'",
    )
    .bind(email)
    .fetch_optional(db)
    .await
}

pub async fn delete(db: impl PgExecutor<'_>, email: &str) -> sqlx::Result<()> {
    sqlx::query("delete from pending_registrations where email = $1")
        .bind(email)
        .execute(db)
        .await
        .map(|_| ())
}
