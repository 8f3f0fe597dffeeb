//! The indexer process: keeps the index in step with PostgreSQL. It drains the outbox when the
//! apalis worker of [`crate::wake`] takes a wake-up the API pushed after a commit, and also polls
//! the outbox (the durable record) so nothing waits for long when Redis is down; it reconciles
//! the index against PostgreSQL periodically.

use std::{path::PathBuf, sync::Arc, time::Duration};

use sqlx::PgPool;
use tokio::sync::Notify;

use crate::{
    wake::{self, WakeConfig},
    worker::Indexer,
};

/// The migrations, so the indexer can start before the API.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

/// Options of `kaamsetu-indexer run`.
#[derive(clap::Args, Clone)]
pub struct RunArgs {
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/kaamsetu"
    )]
    pub database_url: String,
    /// The index lives in `<data-dir>/index`.
    #[arg(long, env = "KAAMSETU_DATA_DIR", default_value = ".data")]
    pub data_dir: PathBuf,
    /// How often to look for outbox rows without a wake-up, in milliseconds.
    #[arg(long, default_value_t = 500)]
    pub poll_ms: u64,
    /// Redis, where the API queues wake-ups.
    #[arg(long, env = "REDIS_URL", default_value = "redis://127.0.0.1:6379")]
    pub redis_url: String,
    /// The apalis queue of wake-ups (the API's `KAAMSETU_INDEX_QUEUE`).
    #[arg(long, env = "KAAMSETU_INDEX_QUEUE", default_value = kaamsetu_search::wake::QUEUE)]
    pub index_queue: String,
    /// How often to reconcile the index with PostgreSQL, in seconds.
    #[arg(long, default_value_t = 600)]
    pub reconcile_secs: u64,
}

/// Connects (retrying while PostgreSQL starts) and migrates.
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

/// Runs until the process is stopped. Errors of one round are logged and retried, so a
/// PostgreSQL restart does not end the process.
pub async fn run(args: RunArgs) -> anyhow::Result<()> {
    let db = connect(&args.database_url).await?;
    serve(db, args).await
}

/// [`run`] on a pool that is already connected and migrated.
pub async fn serve(db: PgPool, args: RunArgs) -> anyhow::Result<()> {
    let woken = Arc::new(Notify::new());
    let _worker = wake::spawn(
        WakeConfig {
            redis_url: args.redis_url.clone(),
            queue: args.index_queue.clone(),
        },
        woken.clone(),
    );
    let mut indexer = Indexer::open(db.clone(), args.data_dir.join("index")).await?;
    let n = indexer.drain().await?;
    tracing::info!(rows = n, "indexer started; outbox drained");
    let mut poll = tokio::time::interval(Duration::from_millis(args.poll_ms.max(20)));
    poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut reconcile = tokio::time::interval(Duration::from_secs(args.reconcile_secs.max(1)));
    reconcile.tick().await;
    loop {
        tokio::select! {
            _ = woken.notified() => {}
            _ = poll.tick() => {}
            _ = reconcile.tick() => {
                match indexer.reconcile().await {
                    Ok(0) => {}
                    Ok(n) => tracing::warn!(jobs = n, "reconcile re-queued drifted jobs"),
                    Err(e) => tracing::error!(error = ?e, "reconcile failed"),
                }
            }
        }
        if let Err(e) = indexer.drain().await {
            tracing::error!(error = ?e, "indexing round failed; retrying");
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
}
