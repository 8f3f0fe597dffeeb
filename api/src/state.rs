//! Shared application state handed to every handler.

use std::sync::Arc;

use sqlx::PgPool;

use kaamsetu_search::index::SearchIndex;

use crate::{config::Config, redis_store::Redis, workers::Workers};

/// Cheap to clone: everything inside is shared.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: PgPool,
    pub redis: Redis,
    /// Read-only view of the search index (the indexer is its only writer).
    pub search: Arc<SearchIndex>,
    /// The background workers this process runs (health reports each).
    pub workers: Workers,
    /// The scam-risk check and the guard of jobs just taken out of search.
    pub trust: Arc<crate::moderation::Trust>,
}
