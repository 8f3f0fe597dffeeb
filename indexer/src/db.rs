//! The indexer's connection to PostgreSQL: every command connects (retrying while PostgreSQL
//! starts) and migrates first, so the indexer can start before the API and run on a fresh
//! database.

use std::time::Duration;

use sqlx::PgPool;

/// The migrations of the workspace.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

/// Connects (retrying while PostgreSQL starts, up to about 10 s) and migrates.
pub async fn connect(url: &str) -> anyhow::Result<PgPool> {
    let mut delay = Duration::from_millis(200);
    loop {
        match sqlx::postgres::PgPoolOptions::new()
            .max_connections(4)
            .connect(url)
            .await
        {
            Ok(pool) => {
                MIGRATOR.run(&pool).await?;
                return Ok(pool);
            }
            Err(e) if delay < Duration::from_secs(10) => {
                tracing::warn!(error = %e, "waiting for PostgreSQL");
                tokio::time::sleep(delay).await;
                delay *= 2;
            }
            Err(e) => return Err(e.into()),
        }
    }
}
