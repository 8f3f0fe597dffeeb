//! Wakes the indexer after a commit that wrote `search_outbox` rows: an apalis task
//! ([`IndexJob`]) pushed to the Redis queue the indexer's worker listens on. Best effort and
//! off the request path: with Redis down the write has already committed, and the indexer
//! finds the outbox rows on its next poll.

use apalis::prelude::TaskBuilder;
use apalis_redis::Config as QueueConfig;
use kaamsetu_search::wake::IndexJob;

use crate::state::AppState;

/// Tells the indexer the outbox has new rows. Returns at once; the push runs in the background.
pub fn indexer(state: &AppState, reason: &'static str) {
    let redis = state.redis.clone();
    let queue = QueueConfig::default().queue(&state.config.index_queue);
    tokio::spawn(async move {
        let Some(mut conn) = redis.conn().await else {
            return; // logged by `conn`; the indexer's poll picks the rows up
        };
        let task = match serde_json::to_vec(&IndexJob::new(reason)) {
            Ok(data) => TaskBuilder::new(data).max_attempts(1).build(),
            Err(e) => return tracing::error!(error = %e, "index wake-up not encoded"),
        };
        if let Err(e) = apalis_redis::queries::push_tasks(&mut conn, &queue, &[task]).await {
            return tracing::warn!(error = %e, reason, "index wake-up not queued; the indexer's poll will catch up");
        }
        // apalis-redis 1.0's `push_tasks` stamps every task "run at now or later", so its
        // script files even a task due now under *scheduled* tasks, and those announce nothing
        // on pub/sub: the worker found the wake-up only at its next heartbeat, up to 5 s later.
        // The announcement the script makes for a task due now is made here; the worker's
        // fetch promotes due scheduled tasks before it reads the queue.
        let available = format!("tasks:{}:available", queue.active_jobs_list());
        if let Err(e) = redis::cmd("PUBLISH")
            .arg(&available)
            .arg(reason)
            .query_async::<i64>(&mut conn)
            .await
        {
            tracing::warn!(error = %e, reason, "index wake-up not announced; the worker finds it at its next heartbeat");
        }
    });
}
