//! One-time 6-digit codes (verify email, reset password).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor, prelude::FromRow};
use uuid::Uuid;

/// Why a code exists; stored as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    VerifyEmail,
    ResetPassword,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::VerifyEmail => "verify_email",
            Purpose::ResetPassword => "reset_password",
        }
    }
}

/// The newest code for an email and purpose.
#[derive(Debug, FromRow)]
pub struct CodeRow {
    pub id: Uuid,
    pub code_hash: Vec<u8>,
    pub attempts: i32,
    pub expires_at: DateTime<Utc>,
    pub consumed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// Seconds since the newest code was issued, and how many were issued in the last 24 hours.
pub async fn issue_stats(
    db: impl PgExecutor<'_>,
    email: &str,
    purpose: Purpose,
) -> sqlx::Result<(Option<i64>, i64)> {
    sqlx::query_as(
        "select extract(epoch from now() - max(created_at))::bigint, count(*) \
         from one_time_codes \
         where email = $1 and purpose = $2 and created_at > now() - interval '24 hours'",
    )
    .bind(email)
    .bind(purpose.as_str())
    .fetch_one(db)
    .await
}

/// Kills any live code for the email and purpose, then stores the new one.
pub async fn replace(
    conn: &mut PgConnection,
    email: &str,
    purpose: Purpose,
    code_hash: &[u8],
    ttl_minutes: i32,
) -> sqlx::Result<()> {
    sqlx::query(
        "update one_time_codes set consumed_at = now() \
         where email = $1 and purpose = $2 and consumed_at is null",
    )
    .bind(email)
    .bind(purpose.as_str())
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "insert into one_time_codes (email, purpose, code_hash, expires_at) \
         values ($1, $2, $3, now() + make_interval(mins => $4))",
    )
    .bind(email)
    .bind(purpose.as_str())
    .bind(code_hash)
    .bind(ttl_minutes)
    .execute(&mut *conn)
    .await
    .map(|_| ())
}

/// Locks and returns the newest code for the email and purpose.
pub async fn latest_for_update(
    conn: &mut PgConnection,
    email: &str,
    purpose: Purpose,
) -> sqlx::Result<Option<CodeRow>> {
    sqlx::query_as(
        "select id, code_hash, attempts, expires_at, consumed_at, created_at \
         from one_time_codes where email = $1 and purpose = $2 \
         order by created_at desc limit 1 for update",
    )
    .bind(email)
    .bind(purpose.as_str())
    .fetch_optional(conn)
    .await
}

/// Counts a wrong try; the code dies at `max_attempts`.
pub async fn record_failure(
    db: impl PgExecutor<'_>,
    id: Uuid,
    max_attempts: i32,
) -> sqlx::Result<i32> {
    sqlx::query_scalar(
        "update one_time_codes set attempts = attempts + 1, \
            consumed_at = case when attempts + 1 >= $2 then now() else consumed_at end \
         where id = $1 returning attempts",
    )
    .bind(id)
    .bind(max_attempts)
    .fetch_one(db)
    .await
}

pub async fn consume(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<()> {
    sqlx::query("update one_time_codes set consumed_at = now() where id = $1")
        .bind(id)
        .execute(db)
        .await
        .map(|_| ())
}
