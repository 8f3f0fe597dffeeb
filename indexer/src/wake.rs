//! The apalis worker of indexer wake-ups. The API pushes an [`IndexJob`] to a Redis queue after
//! every commit that wrote outbox rows; this worker (woken by Redis pub/sub, not by polling)
//! takes it and signals the indexing loop to drain the outbox at once. Losing a wake-up costs
//! only latency: the loop also polls the outbox, which is the durable record.

use std::{sync::Arc, time::Duration};

use apalis::prelude::*;
use apalis_core::backend::Vacuum;
use apalis_redis::{Client, Config as QueueConfig, RedisStorage, factory::RedisStorageFactory};
use kaamsetu_search::{telemetry::metrics::record_redis, wake::IndexJob};
use tokio::sync::Notify;

/// How to reach the wake-up queue.
#[derive(Clone, Debug)]
pub struct WakeConfig {
    pub redis_url: String,
    pub queue: String,
}

impl WakeConfig {
    fn queue_config(&self) -> QueueConfig {
        QueueConfig::default()
            .queue(&self.queue)
            .batch_size(100)
            .heartbeat_interval(Duration::from_secs(5))
            .persist_results(false)
    }
}

async fn wake_up(job: IndexJob, notify: Data<Arc<Notify>>) -> Result<(), BoxDynError> {
    tracing::debug!(reason = %job.reason, "index wake-up");
    notify.notify_one();
    Ok(())
}

/// Runs the worker for the life of the process: reconnects (with back-off) whenever Redis is
/// down or the connection drops, and clears finished wake-ups from Redis once a minute.
pub fn spawn(cfg: WakeConfig, notify: Arc<Notify>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut delay = Duration::from_millis(500);
        loop {
            match run_once(&cfg, notify.clone()).await {
                Ok(()) => delay = Duration::from_millis(500),
                Err(e) => {
                    record_redis(false);
                    tracing::warn!(error = %e, queue = %cfg.queue,
                        "index wake-up worker stopped; the outbox poll covers until it is back")
                }
            }
            tokio::time::sleep(delay).await;
            delay = (delay * 2).min(Duration::from_secs(10));
        }
    })
}

async fn run_once(cfg: &WakeConfig, notify: Arc<Notify>) -> anyhow::Result<()> {
    // Pub/sub on a multiplexed connection needs RESP3 (Redis 6 and later).
    let url = if cfg.redis_url.contains("protocol=") {
        cfg.redis_url.clone()
    } else if cfg.redis_url.contains('?') {
        format!("{}&protocol=resp3", cfg.redis_url)
    } else {
        format!("{}?protocol=resp3", cfg.redis_url)
    };
    let client = Client::open(url.as_str())?;
    let mut factory = tokio::time::timeout(
        Duration::from_secs(2),
        RedisStorageFactory::new(client.clone()),
    )
    .await??;
    let backend = BackendFactory::<IndexJob>::create_with_config(&mut factory, cfg.queue_config())?;
    let worker = WorkerBuilder::new(format!(
        "indexer-{}-{}",
        std::process::id(),
        uuid::Uuid::new_v4().simple()
    ))
    .backend(backend)
    .data(notify.clone())
    .build(wake_up);
    tracing::info!(queue = %cfg.queue, "index wake-up worker listening");
    record_redis(true);
    // Rows written while Redis was away have no wake-up of their own: drain them now.
    notify.notify_one();
    let housekeeping = async {
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        loop {
            tick.tick().await;
            if let Err(e) = vacuum(&client, cfg).await {
                tracing::warn!(error = %e, "index wake-up queue not vacuumed");
            }
        }
    };
    tokio::select! {
        res = worker.run() => res.map_err(|e| anyhow::anyhow!("{e}")),
        _ = housekeeping => Ok(()),
    }
}

/// Drops finished wake-ups (their data, metadata and the done set) from Redis.
async fn vacuum(client: &Client, cfg: &WakeConfig) -> anyhow::Result<()> {
    let conn = client.get_multiplexed_async_connection().await?;
    let config = cfg.queue_config();
    let done = config.done_jobs_set();
    let mut storage = RedisStorage::<IndexJob, _>::new(conn).with_config(config);
    let n = storage.vacuum().await?;
    redis::cmd("DEL")
        .arg(done)
        .query_async::<()>(storage.get_connection())
        .await?;
    tracing::debug!(tasks = n, "index wake-up queue vacuumed");
    Ok(())
}
