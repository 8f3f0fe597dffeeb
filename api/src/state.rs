//! Shared application state handed to every handler.

use std::{
    future::Future,
    sync::{
        Arc,
        atomic::{AtomicI64, Ordering},
    },
};

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
        Self(Arc::new(Shared {
            config,
            replica,
            replica_away_until: AtomicI64::new(0),
            db,
            redis,
            search,
            workers: Workers::default(),
            trust,
        }))
    }
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl Shared {
    /// A read that may lag the primary by a moment, run on the replica for a visitor who is not
    /// signed in (nothing they wrote is read back) and on the primary for anyone signed in (their
    /// own saves, applications and posts must show at once). `read` gets the pool to use.
    ///
    /// A replica that cannot be reached (down, restarting, failed over) costs no visitor an
    /// error: the read runs again on the primary, and for the next [`REPLICA_PAUSE_MS`] every
    /// such read goes straight to the primary.
    pub async fn read_lagging<T, F, Fut>(&self, signed_in: bool, read: F) -> sqlx::Result<T>
    where
        F: Fn(PgPool) -> Fut,
        Fut: Future<Output = sqlx::Result<T>>,
    {
        let replica = match self.usable_replica() {
            Some(replica) if !signed_in => replica,
            _ => return read(self.db.clone()).await,
        };
        match read(replica.clone()).await {
            Err(e) if unreachable(&e) => {
                let now = chrono::Utc::now().timestamp_millis();
                self.replica_away_until
                    .store(now + REPLICA_PAUSE_MS, Ordering::Relaxed);
                tracing::warn!(error = %e, "the replica is unreachable; its reads go to the primary for a while");
                read(self.db.clone()).await
            }
            other => other,
        }
    }

    /// The replica, when there is one and it has not just failed.
    fn usable_replica(&self) -> Option<&PgPool> {
        self.replica.as_ref().filter(|_| {
            self.replica_away_until.load(Ordering::Relaxed) <= chrono::Utc::now().timestamp_millis()
        })
    }
}

/// How long reads that tolerate lag stay on the primary after the replica could not be reached.
pub const REPLICA_PAUSE_MS: i64 = 10_000;

/// An error that says the database could not be reached (rather than a query's own failure).
fn unreachable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::Tls(_) => true,
        sqlx::Error::Database(db) => {
            // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or in recovery).
            matches!(db.code().as_deref(), Some("57P01" | "57P02" | "57P03"))
        }
        _ => false,
    }
}

/// Cheap to clone: one shared pointer (every handler and middleware takes a clone per request;
/// a clone of each part was about 2 % of the API's CPU under search load).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// What every handler shares (through [`AppState`]).
pub struct Shared {
    pub config: Arc<Config>,
    pub db: PgPool,
    /// Reads that tolerate lag: a read-only pool to the replica (`DATABASE_REPLICA_URL`). Only
    /// through [`Shared::read_lagging`] (called on an `AppState`); never for writes.
    replica: Option<PgPool>,
    /// Until when (Unix milliseconds) the replica is left alone after it could not be reached.
    replica_away_until: AtomicI64,
    pub redis: Redis,
    /// Read-only view of the search index (the indexer is its only writer).
    pub search: Arc<SearchIndex>,
    /// The background workers this process runs (health reports each).
    pub workers: Workers,
    /// The scam-risk check and the guard of jobs just taken out of search.
    pub trust: Arc<crate::moderation::Trust>,
}
