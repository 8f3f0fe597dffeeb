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

/// A code row.
#[derive(Debug, FromRow)]
pub struct CodeRow {
    pub id: Uuid,
    /// The sign-up a verification code was mailed for (none for reset codes and imported
    /// accounts).
    pub pending_id: Option<Uuid>,
    pub code_hash: Vec<u8>,
    /// The asking browser's reset flow (reset codes only).
    pub flow_hash: Option<Vec<u8>>,
    pub attempts: i32,
    pub expires_at: DateTime<Utc>,
    pub consumed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// Serialises code work on one email and purpose for the rest of the transaction.
pub async fn lock(conn: &mut PgConnection, email: &str, purpose: Purpose) -> sqlx::Result<()> {
    sqlx::query("select pg_advisory_xact_lock(hashtextextended($1, 0))")
        .bind(format!("{}:{email}", purpose.as_str()))
        .execute(conn)
        .await
        .map(|_| ())
}

/// Seconds since the newest code was issued, and how many were issued in the last 24 hours;
/// with a `requester`, only the codes that address asked for.
pub async fn issue_stats(
    db: impl PgExecutor<'_>,
    email: &str,
    purpose: Purpose,
    requester: Option<&[u8]>,
) -> sqlx::Result<(Option<i64>, i64)> {
    sqlx::query_as(
        "select extract(epoch from now() - max(created_at))::bigint, count(*) \
         from one_time_codes \
         where email = $1 and purpose = $2 and created_at > now() - interval '24 hours' \
           and ($3::bytea is null or requester_hash = $3)",
    )
    .bind(email)
    .bind(purpose.as_str())
    .bind(requester)
    .fetch_one(db)
    .await
}

/// Whose code a new one replaces, and who asked for it.
#[derive(Clone, Debug, Default)]
pub struct CodeScope {
    /// The sign-up a verification code is mailed for.
    pub pending_id: Option<Uuid>,
    /// The asking browser's reset flow (`ks_reset` cookie, hashed).
    pub flow_hash: Option<Vec<u8>>,
    /// The asking address, keyed-hashed (reset codes' cooldowns count per address).
    pub requester_hash: Option<Vec<u8>>,
}

/// Kills the live codes of the email and purpose that belong to the same sign-up (`pending_id`;
/// none for reset codes and imported accounts) and the same reset flow, then stores the new
/// one. Another sign-up's code for the same address stays alive (it creates only the account
/// it was mailed for), and so does another browser's reset code.
pub async fn replace(
    conn: &mut PgConnection,
    email: &str,
    purpose: Purpose,
    scope: &CodeScope,
    code_hash: &[u8],
    ttl_minutes: i32,
) -> sqlx::Result<()> {
    sqlx::query(
        "update one_time_codes set consumed_at = now() \
         where email = $1 and purpose = $2 and consumed_at is null \
           and pending_id is not distinct from $3 and flow_hash is not distinct from $4",
    )
    .bind(email)
    .bind(purpose.as_str())
    .bind(scope.pending_id)
    .bind(&scope.flow_hash)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "insert into one_time_codes \
           (email, purpose, pending_id, flow_hash, requester_hash, code_hash, expires_at) \
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))",
    )
    .bind(email)
    .bind(purpose.as_str())
    .bind(scope.pending_id)
    .bind(&scope.flow_hash)
    .bind(&scope.requester_hash)
    .bind(code_hash)
    .bind(ttl_minutes)
    .execute(&mut *conn)
    .await
    .map(|_| ())
}

/// Locks and returns the email and purpose's codes of the last day, newest first (live ones
/// and the dead ones that tell "expired or used").
pub async fn recent_for_update(
    conn: &mut PgConnection,
    email: &str,
    purpose: Purpose,
) -> sqlx::Result<Vec<CodeRow>> {
    sqlx::query_as(
        "select id, pending_id, code_hash, flow_hash, attempts, expires_at, consumed_at, \
            created_at \
         from one_time_codes where email = $1 and purpose = $2 \
           and created_at > now() - interval '24 hours' \
         order by created_at desc limit 50 for update",
    )
    .bind(email)
    .bind(purpose.as_str())
    .fetch_all(conn)
    .await
}

/// Kills every live code of the email and purpose (its account now exists).
pub async fn kill_all(db: impl PgExecutor<'_>, email: &str, purpose: Purpose) -> sqlx::Result<()> {
    sqlx::query(
        "update one_time_codes set consumed_at = now() \
         where email = $1 and purpose = $2 and consumed_at is null",
    )
    .bind(email)
    .bind(purpose.as_str())
    .execute(db)
    .await
    .map(|_| ())
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

/// Deletes codes older than 24 hours: long dead (10 minutes), and past the window the
/// cooldowns count. Returns how many went.
pub async fn purge_old(db: impl PgExecutor<'_>) -> sqlx::Result<u64> {
    sqlx::query("delete from one_time_codes where created_at < now() - interval '24 hours'")
        .execute(db)
        .await
        .map(|r| r.rows_affected())
}
