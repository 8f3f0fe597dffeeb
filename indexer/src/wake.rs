//! Wake-ups of the indexer: the API's `SearchTx` sends a PostgreSQL `NOTIFY` on
//! [`kaamsetu_search::wake::CHANNEL`] inside the transaction that writes outbox rows, so it is
//! delivered at commit (never for a rollback) to every listening node. This task listens and
//! signals the indexing loop to follow the log at once. Losing a wake-up (the listener's
//! connection was down) costs only latency: the loop also polls the log, the durable record.

use std::{sync::Arc, time::Duration};

use sqlx::{PgPool, postgres::PgListener};
use tokio::sync::Notify;

/// Listens for the life of the process, reconnecting with back-off whenever PostgreSQL is
/// away.
pub fn spawn(db: PgPool, notify: Arc<Notify>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut delay = Duration::from_millis(500);
        loop {
            match listen(&db, &notify).await {
                Ok(()) => delay = Duration::from_millis(500),
                Err(e) => tracing::warn!(error = %e,
                    "index wake-up listener stopped; the log poll covers until it is back"),
            }
            tokio::time::sleep(delay).await;
            delay = (delay * 2).min(Duration::from_secs(10));
        }
    })
}

async fn listen(db: &PgPool, notify: &Notify) -> anyhow::Result<()> {
    let mut listener = PgListener::connect_with(db).await?;
    listener.listen(kaamsetu_search::wake::CHANNEL).await?;
    tracing::info!(
        channel = kaamsetu_search::wake::CHANNEL,
        "index wake-up listener ready"
    );
    // Rows written while the listener was away have no wake-up of their own: follow now.
    notify.notify_one();
    loop {
        match listener.try_recv().await? {
            Some(n) => {
                tracing::debug!(reason = n.payload(), "index wake-up");
                notify.notify_one();
            }
            // The connection dropped (notifications meanwhile are lost): catch up, listen again.
            None => notify.notify_one(),
        }
    }
}
