//! Wakes the indexer after a commit that wrote `search_outbox` rows: an apalis task
//! ([`kaamsetu_search::wake::IndexJob`]) pushed to the Redis queue the indexer's worker listens
//! on. Best effort and off the request path: with Redis down the write has already committed,
//! and the indexer finds the outbox rows on its next poll.

use crate::state::AppState;

/// Tells the indexer the outbox has new rows. Returns at once; the push runs in the background.
pub fn indexer(state: &AppState, reason: &'static str) {
    let redis = state.redis.clone();
    let queue = state.config.index_queue.clone();
    tokio::spawn(async move { redis.wake_indexer(&queue, reason).await });
}
