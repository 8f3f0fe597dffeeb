//! All SQL of the API lives here, one module per table group.

pub mod alerts;
pub mod analytics;
pub mod applications;
pub mod codes;
pub mod jobs;
pub mod mail_jobs;
pub mod moderation;
pub mod outbox;
pub mod pending;
pub mod saved_jobs;
pub mod sessions;
pub mod uploads;
pub mod users;

/// Whether PostgreSQL answers (health, and workers before they start).
pub async fn ping(db: impl sqlx::PgExecutor<'_>) -> sqlx::Result<()> {
    sqlx::query("select 1").execute(db).await.map(|_| ())
}

/// Escapes `%`, `_` and `\` for an ILIKE pattern.
pub fn like_escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}
