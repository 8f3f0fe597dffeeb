//! Shared application state handed to every handler.

use std::sync::Arc;

use sqlx::PgPool;

use kaamsetu_search::index::SearchIndex;

use crate::{config::Config, redis_store::Redis, workers::Workers};

impl AppState {
    pub fn new(
        config: Arc<Config>,
        db: PgPool,
        replica: Option<PgPool>,
        redis: Redis,
        search: Arc<SearchIndex>,
        trust: Arc<crate::moderation::Trust>,
    ) -> Self {
        Self {
            config,
            replica: replica.unwrap_or_else(|| db.clone()),
            db,
            redis,
            search,
            workers: Workers::default(),
            trust,
        }
    }

    /// The pool for a read that may lag the primary by a moment: the replica for a visitor who
    /// is not signed in (nothing they wrote is read back), the primary for anyone signed in
    /// (their own saves, applications and posts must show at once).
    pub fn lagging<T>(&self, viewer: Option<&T>) -> &PgPool {
        if viewer.is_some() {
            &self.db
        } else {
            &self.replica
        }
    }
}

/// Cheap to clone: everything inside is shared.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: PgPool,
    /// Reads that tolerate lag: a read-only pool to the replica (`DATABASE_REPLICA_URL`), else
    /// the primary's pool. Only through [`AppState::lagging`]; never for writes.
    replica: PgPool,
    pub redis: Redis,
    /// Read-only view of the search index (the indexer is its only writer).
    pub search: Arc<SearchIndex>,
    /// The background workers this process runs (health reports each).
    pub workers: Workers,
    /// The scam-risk check and the guard of jobs just taken out of search.
    pub trust: Arc<crate::moderation::Trust>,
}
