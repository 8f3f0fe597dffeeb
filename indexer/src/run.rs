//! The indexer process of one node: keeps the node's index in step with PostgreSQL. It follows
//! the outbox log when [`crate::wake`] hears the notification a commit with outbox rows sends,
//! and also polls the log (the durable record) so nothing waits for long when a notification is
//! missed; it reconciles the index against PostgreSQL periodically, in a task beside it. Also
//! beside it, in a task of its own so indexing never waits for matching, the job alerts'
//! matcher matches the jobs each batch made searchable and queues the digests due.

use std::{path::PathBuf, sync::Arc, time::Duration};

use sqlx::PgPool;
use tokio::sync::{Notify, watch};

use kaamsetu_search::catalog::AlertFrequency;

use crate::{
    alerts::Matcher,
    node::NodeConfig,
    wake,
    worker::{self, CurrentIndex, Indexer},
};

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
    /// This node's name in the log (one indexer per node); the host's name and the index
    /// directory when unset.
    #[arg(long, env = "KAAMSETU_NODE_ID")]
    pub node_id: Option<String>,
    /// How long the log keeps rows for a node that has not passed them, and how long a node
    /// may stay unseen before it is unregistered (`7d`, `36h`, `90m`, `30s`).
    #[arg(long, env = "KAAMSETU_OUTBOX_RETENTION", default_value = "7d", value_parser = crate::node::parse_duration)]
    pub outbox_retention: Duration,
    /// How often to reconcile the index with PostgreSQL, in seconds.
    #[arg(long, default_value_t = 600)]
    pub reconcile_secs: u64,
    /// How long an instant alert's mail waits after its first new match, in seconds (what
    /// matches meanwhile goes in the same mail).
    #[arg(long, env = "KAAMSETU_ALERT_INSTANT_SECS", default_value_t = kaamsetu_search::alerts::INSTANT_BATCH_SECS)]
    pub alert_instant_secs: u64,
    /// Where `GET /metrics` listens (host:port), or `off`.
    #[arg(
        long,
        env = "KAAMSETU_INDEXER_METRICS_ADDR",
        default_value = "127.0.0.1:9464"
    )]
    pub metrics_addr: String,
    /// The bearer token that reads `/metrics` from anywhere; without it only loopback requests
    /// that came through no proxy may.
    #[arg(long, env = "KAAMSETU_METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<String>,
}

/// Runs until the process is stopped. Errors of one round are logged and retried, so a
/// PostgreSQL restart does not end the process.
pub async fn run(args: RunArgs) -> anyhow::Result<()> {
    let db = crate::db::connect(&args.database_url).await?;
    serve(db, args).await
}

/// [`run`] on a pool that is already connected and migrated.
pub async fn serve(db: PgPool, args: RunArgs) -> anyhow::Result<()> {
    let root = args.data_dir.join("index");
    let node = NodeConfig::new(args.node_id.as_deref(), &root, Some(args.outbox_retention))?;
    if let Some(addr) = spawn_metrics(&db, &args, &node.id).await? {
        tracing::info!("indexer metrics on http://{addr}/metrics");
    }
    let woken = Arc::new(Notify::new());
    let _listener = wake::spawn(db.clone(), woken.clone());
    let mut indexer = Indexer::open_node(db.clone(), root, node).await?;
    let n = indexer.drain().await?;
    tracing::info!(rows = n, "indexer started; the log is followed");
    let mut poll = tokio::time::interval(Duration::from_millis(args.poll_ms.max(20)));
    poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut reconcile = tokio::time::interval(Duration::from_secs(args.reconcile_secs.max(1)));
    reconcile.tick().await;
    let (current, current_rx) = watch::channel(indexer.current());
    let fed = Arc::new(Notify::new());
    spawn_alerts(
        db.clone(),
        current_rx,
        fed.clone(),
        Duration::from_secs(args.alert_instant_secs),
    );
    let mut reconciling: Option<tokio::task::JoinHandle<()>> = None;
    loop {
        tokio::select! {
            _ = woken.notified() => {}
            _ = poll.tick() => {}
            _ = reconcile.tick() => {
                // Beside indexing, not in its way: at a million jobs it reads a million ids
                // from each side. One at a time.
                if reconciling.as_ref().is_none_or(|r| r.is_finished()) {
                    let (db, current) = (db.clone(), indexer.current());
                    reconciling = Some(tokio::spawn(async move {
                        match worker::reconcile(&db, current).await {
                            Ok(0) => {}
                            Ok(n) => tracing::warn!(jobs = n, "reconcile re-queued drifted jobs"),
                            Err(e) => tracing::error!(error = ?e, "reconcile failed"),
                        }
                    }));
                }
            }
        }
        match indexer.drain().await {
            Ok(n) => {
                // A rebuild may have moved the writer to a new generation.
                let now = indexer.current();
                let moved = current.send_if_modified(|c| {
                    let moved = c.generation != now.generation;
                    if moved {
                        *c = now;
                    }
                    moved
                });
                if n > 0 || moved {
                    fed.notify_one();
                }
            }
            Err(e) => {
                tracing::error!(error = ?e, "indexing round failed; retrying");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}

/// Starts the `/metrics` listener of `--metrics-addr` (none with `off`, or when the address
/// cannot be bound); its address. The outbox and pool gauges are read at each scrape.
pub async fn spawn_metrics(
    db: &PgPool,
    args: &RunArgs,
    node: &str,
) -> anyhow::Result<Option<std::net::SocketAddr>> {
    use kaamsetu_search::telemetry::metrics::{self as m, names};
    // Off: no recorder either, so recording costs nothing.
    if args.metrics_addr.trim().eq_ignore_ascii_case("off") {
        return Ok(None);
    }
    // Metrics never stop indexing: an address taken (a second indexer on this machine) or
    // malformed leaves this one without its listener, and says so.
    let listener = match tokio::net::TcpListener::bind(args.metrics_addr.trim()).await {
        Ok(l) => l,
        Err(e) => {
            tracing::warn!(error = %e, addr = %args.metrics_addr,
                "no metrics listener (KAAMSETU_INDEXER_METRICS_ADDR)");
            return Ok(None);
        }
    };
    let addr = listener.local_addr()?;
    m::recorder();
    let db = db.clone();
    let node: Arc<str> = node.into();
    let refresh = move || {
        let db = db.clone();
        let node = node.clone();
        async move {
            m::record_pool(&db);
            match crate::outbox::stats(&db).await {
                Ok((depth, _, oldest)) => {
                    metrics::gauge!(names::OUTBOX_ROWS).set(depth as f64);
                    metrics::gauge!(names::OUTBOX_OLDEST_AGE).set(oldest.unwrap_or(0.0).max(0.0));
                }
                Err(e) => tracing::warn!(error = %e, "outbox gauges not read"),
            }
            // This node's own lag: the log keeps rows other nodes have yet to apply.
            match crate::outbox::node_lag(&db, &node).await {
                Ok(lag) => metrics::gauge!(names::INDEX_LAG).set(lag.max(0.0)),
                Err(e) => tracing::warn!(error = %e, "index lag not read"),
            }
        }
    };
    m::spawn_upkeep();
    let token = args
        .metrics_token
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string);
    tokio::spawn(async move {
        if let Err(e) = m::serve(listener, token, refresh).await {
            tracing::error!(error = %e, "the metrics listener stopped");
        }
    });
    Ok(Some(addr))
}

/// Starts the alerts' task, and starts it again should it ever panic (alerts must not stop
/// silently; the feed it left is matched when it is back).
fn spawn_alerts(
    db: PgPool,
    current: watch::Receiver<CurrentIndex>,
    fed: Arc<Notify>,
    instant_delay: Duration,
) {
    tokio::spawn(async move {
        loop {
            let task = tokio::spawn(alerts_loop(
                db.clone(),
                current.clone(),
                fed.clone(),
                instant_delay,
            ));
            if let Err(e) = task.await {
                tracing::error!(error = %e, "the alerts' matcher stopped; starting it again");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    });
}

/// The alerts' side: the feed matched when a batch made jobs searchable (and every 5 s, which
/// also reads alert edits), the digests due queued every minute.
async fn alerts_loop(
    db: PgPool,
    current: watch::Receiver<CurrentIndex>,
    fed: Arc<Notify>,
    instant_delay: Duration,
) {
    let mut matcher = Matcher::with_instant_delay(instant_delay);
    let mut tick = tokio::time::interval(Duration::from_secs(5));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut digests_checked = std::time::Instant::now() - Duration::from_secs(3600);
    let mut reader: Option<(PathBuf, tantivy::IndexReader)> = None;
    loop {
        tokio::select! {
            _ = fed.notified() => {}
            _ = tick.tick() => {}
        }
        let index = current.borrow().clone();
        if let Err(e) = match_alerts(&index, &mut reader, &mut matcher, &db).await {
            tracing::error!(error = ?e, "alert matching failed; retrying");
        }
        if digests_checked.elapsed() >= Duration::from_secs(60) {
            for f in [AlertFrequency::Daily, AlertFrequency::Weekly] {
                if let Err(e) = crate::alerts::queue_digests(&db, f, chrono::Utc::now()).await {
                    tracing::error!(error = ?e, "digests not queued; retrying");
                }
            }
            digests_checked = std::time::Instant::now();
        }
    }
}

/// Reads the alerts' changes (with the index's vocabulary) and matches the feed. The reader is
/// kept while the generation is the same, and reloaded to see the last commit.
async fn match_alerts(
    current: &CurrentIndex,
    reader: &mut Option<(PathBuf, tantivy::IndexReader)>,
    matcher: &mut Matcher,
    db: &PgPool,
) -> anyhow::Result<()> {
    let searcher = match reader {
        Some((generation, r)) if *generation == current.generation => {
            r.reload()?;
            r.searcher()
        }
        _ => {
            let r = current
                .index
                .reader_builder()
                .reload_policy(tantivy::ReloadPolicy::Manual)
                .try_into()?;
            let searcher = r.searcher();
            *reader = Some((current.generation.clone(), r));
            searcher
        }
    };
    let vocab = kaamsetu_search::percolate::IndexVocabulary {
        searcher: &searcher,
        fields: &current.fields,
    };
    matcher.refresh(db, &vocab).await?;
    matcher.run(db).await?;
    Ok(())
}
