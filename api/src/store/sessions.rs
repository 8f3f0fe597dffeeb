//! Server-side sessions.

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, prelude::FromRow};
use uuid::Uuid;

/// A live session joined with nothing else; the user is loaded separately.
#[derive(Debug, FromRow)]
pub struct SessionRow {
    pub user_id: Uuid,
    pub remember: bool,
    pub last_seen_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    token_hash: &[u8],
    user_id: Uuid,
    remember: bool,
    expires_at: DateTime<Utc>,
    ip: &str,
    user_agent: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into sessions (token_hash, user_id, remember, expires_at, ip, user_agent) \
         values ($1, $2, $3, $4, $5, $6)",
    )
    .bind(token_hash)
    .bind(user_id)
    .bind(remember)
    .bind(expires_at)
    .bind(ip)
    .bind(user_agent.map(|s| s.chars().take(300).collect::<String>()))
    .execute(db)
    .await
    .map(|_| ())
}

pub async fn get(db: impl PgExecutor<'_>, token_hash: &[u8]) -> sqlx::Result<Option<SessionRow>> {
    sqlx::query_as(
        "select user_id, remember, last_seen_at, expires_at from sessions where token_hash = $1",
    )
    .bind(token_hash)
    .fetch_optional(db)
    .await
}

/// Records activity, at most once a minute per session.
pub async fn touch(db: impl PgExecutor<'_>, token_hash: &[u8]) -> sqlx::Result<()> {
    sqlx::query(
        "update sessions set last_seen_at = now() \
         where token_hash = $1 and last_seen_at < now() - interval '1 minute'",
    )
    .bind(token_hash)
    .execute(db)
    .await
    .map(|_| ())
}

pub async fn delete(db: impl PgExecutor<'_>, token_hash: &[u8]) -> sqlx::Result<()> {
    sqlx::query("delete from sessions where token_hash = $1")
        .bind(token_hash)
        .execute(db)
        .await
        .map(|_| ())
}

/// Revokes every session of a user (after a password change).
pub async fn delete_all_for_user(db: impl PgExecutor<'_>, user_id: Uuid) -> sqlx::Result<u64> {
    sqlx::query("delete from sessions where user_id = $1")
        .bind(user_id)
        .execute(db)
        .await
        .map(|r| r.rows_affected())
}

/// Drops sessions past their expiry or idle timeout.
pub async fn purge_expired(db: impl PgExecutor<'_>, idle_hours: i32) -> sqlx::Result<u64> {
    sqlx::query(
        "delete from sessions where expires_at < now() \
         or (not remember and last_seen_at < now() - make_interval(hours => $1))",
    )
    .bind(idle_hours)
    .execute(db)
    .await
    .map(|r| r.rows_affected())
}
