//! Shared application state handed to every handler.

use std::sync::Arc;

use sqlx::PgPool;

use kaamsetu_search::index::SearchIndex;

use crate::{config::Config, throttle::Redis};

/// Cheap to clone: everything inside is shared.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: PgPool,
    pub redis: Redis,
    /// Read-only view of the search index (the indexer is its only writer).
    pub search: Arc<SearchIndex>,
}
