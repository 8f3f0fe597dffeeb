//! The indexer of one node: follows the outbox log from the node's own position, re-reads each
//! job, replaces its document, commits, and only then moves the position, so a crash at any
//! point loses nothing and a replay is harmless. Any number of nodes follow one log; rows every
//! node has passed are pruned, and a node behind the pruned point (or new, or whose index was
//! wiped) rebuilds from PostgreSQL and follows the log from where its rebuild began.

use std::{
    collections::HashSet,
    path::PathBuf,
    time::{Duration, Instant},
};

use anyhow::Context;
use kaamsetu_search::{
    index::{self, Writer},
    schema::JobRecord,
};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::{
    node::{self, NodeConfig},
    outbox::{self, LogPos},
};
use kaamsetu_search::telemetry::metrics::names;

/// Outbox rows handled per batch (one index commit per batch).
pub const BATCH: i64 = 1000;
/// Memory budget of the index writer.
pub const WRITER_HEAP: usize = 128 * 1024 * 1024;
/// A rebuild's writer heap: larger segments, so fewer merges.
pub const REBUILD_HEAP: usize = 256 * 1024 * 1024;
/// How often an idle node says it is alive.
const SEEN_EVERY: Duration = Duration::from_secs(30);
/// How long [`Indexer::drain`] waits for committed rows the horizon holds back.
const HELD_WAIT: Duration = Duration::from_secs(10);

/// The only writer of a node's index.
pub struct Indexer {
    pub db: PgPool,
    pub root: PathBuf,
    pub node: NodeConfig,
    generation: PathBuf,
    writer: Writer,
    seen: Instant,
    /// The last batch found committed rows that the horizon holds back.
    held: bool,
    /// Holds the node's indexer lock (one indexer per node) while the indexer lives.
    _lock: PgConnection,
}

/// The generation the worker writes, shared with the tasks that read it.
#[derive(Clone)]
pub struct CurrentIndex {
    pub generation: PathBuf,
    pub index: tantivy::Index,
    pub fields: kaamsetu_search::schema::Fields,
}

impl Indexer {
    /// [`Indexer::open_node`] as the node named after this host and `root`, with the default
    /// retention.
    pub async fn open(db: PgPool, root: PathBuf) -> anyhow::Result<Self> {
        let node = NodeConfig::new(None, &root, None)?;
        Self::open_node(db, root, node).await
    }

    /// Takes the node's indexer lock, then opens its index; or rebuilds it from PostgreSQL when
    /// it is missing or unreadable, or the log was pruned past the node's position. A node that
    /// has an index but no registration follows the log from its start if nothing was ever
    /// pruned (an index made before the log), else it rebuilds.
    pub async fn open_node(db: PgPool, root: PathBuf, node: NodeConfig) -> anyhow::Result<Self> {
        let lock = node::lock_indexer(&db, &node.id).await?;
        let state = outbox::node_state(&db, &node.id).await?;
        let position = state.position.unwrap_or_default();
        let opened = match index::open_current(&root) {
            Ok(Some(found)) if position >= state.pruned => Some(found),
            Ok(Some(_)) => {
                tracing::warn!(node = %node.id, "the log was pruned past this node; rebuilding");
                None
            }
            Ok(None) => {
                tracing::warn!(root = %root.display(), "no index; building it");
                None
            }
            Err(e) => {
                tracing::warn!(error = %e, "index unreadable; rebuilding it");
                None
            }
        };
        let (generation, writer) = match opened {
            Some((dir, idx)) => {
                outbox::register(&db, &node.id, position).await?;
                (dir, Writer::new(idx, WRITER_HEAP)?)
            }
            None => rebuild(&db, &root, &node.id, |_| {}).await?,
        };
        index::remove_old_generations(&root)?;
        tracing::info!(node = %node.id, "index node following the outbox log");
        Ok(Self {
            db,
            root,
            node,
            generation,
            writer,
            seen: Instant::now(),
            held: false,
            _lock: lock,
        })
    }

    /// Moves the writer to the current generation when a rebuild swapped it.
    fn follow_swap(&mut self) -> anyhow::Result<()> {
        let Some(current) = index::current_generation(&self.root) else {
            return Ok(());
        };
        if current != self.generation {
            let Some((dir, idx)) = index::open_current(&self.root)? else {
                return Ok(());
            };
            // The old writer (and its lock) goes before the old directory does.
            self.writer = Writer::new(idx, WRITER_HEAP)?;
            self.generation = dir;
            index::remove_old_generations(&self.root)?;
            tracing::info!(generation = %self.generation.display(), "moved to the rebuilt index");
        }
        Ok(())
    }

    /// Applies one batch of the log past the node's position to its index; returns how many
    /// rows it handled. In the same transaction, after the index commit: the alerts' feed gets
    /// the jobs of rows no node had passed yet, the position moves, and the log is pruned.
    pub async fn process_batch(&mut self) -> anyhow::Result<usize> {
        let (mut tx, state, position) = loop {
            let mut tx = self.db.begin().await?;
            node::lock_index(&mut tx, &self.node.id).await?;
            self.follow_swap()?;
            let state = outbox::node_state(&mut *tx, &self.node.id).await?;
            match state.position {
                Some(p) if p >= state.pruned => break (tx, state, p),
                _ => {
                    tx.rollback().await?;
                    tracing::warn!(node = %self.node.id,
                        "the log was pruned past this node, or it was unregistered; rebuilding");
                    self.reindex(|_| {}).await?;
                }
            }
        };
        let rows = outbox::follow(&mut tx, position, BATCH)
            .await
            .context("read the outbox log")?;
        let to = rows.last().map_or(position, outbox::LogRow::pos);
        self.held = rows.len() < BATCH as usize && outbox::held(&mut tx, to).await?;
        if rows.is_empty() && state.feed >= position {
            if self.seen.elapsed() >= SEEN_EVERY {
                outbox::seen(&mut *tx, &self.node.id).await?;
                tx.commit().await?;
                self.seen = Instant::now();
            }
            return Ok(0);
        }
        let claimed_at = Instant::now();
        let ids: Vec<Uuid> = rows
            .iter()
            .map(|r| r.job_id)
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        let jobs = outbox::jobs(&mut tx, &ids)
            .await
            .context("read the rows' jobs")?;
        if !rows.is_empty() {
            let found: HashSet<Uuid> = jobs.iter().map(|j| j.id).collect();
            for job in &jobs {
                self.writer.upsert(job)?;
            }
            for id in ids.iter().filter(|id| !found.contains(id)) {
                self.writer.delete(*id);
            }
            self.writer.commit().context("commit the index")?;
        }
        let (pruned, feed) = outbox::lock_log(&mut tx).await?;
        if feed < to {
            // The open jobs now searchable here and fed by no node yet, for the alerts' matcher
            // (a crash replays the batch and feeds them again, which matches nothing twice).
            let live: Vec<Uuid> = if feed == position {
                jobs.iter()
                    .filter(|j| j.is_searchable())
                    .map(|j| j.id)
                    .collect()
            } else {
                let between = outbox::jobs_between(&mut tx, feed, to).await?;
                outbox::open_jobs(&mut tx, &between)
                    .await?
                    .iter()
                    .map(|j| j.id)
                    .collect()
            };
            outbox::feed_alerts(&mut tx, &live)
                .await
                .context("feed the alerts")?;
            outbox::set_feed(&mut tx, to).await?;
        }
        if !outbox::advance(&mut tx, &self.node.id, to).await? {
            tracing::warn!(node = %self.node.id, "this node was unregistered; it rebuilds");
        }
        let cut = outbox::prune(&mut tx, &self.node.id, pruned, self.node.retention)
            .await
            .context("prune the log")?;
        tx.commit().await?;
        self.seen = Instant::now();
        applied(&rows, ids.len(), cut.rows, claimed_at);
        Ok(rows.len())
    }

    /// What the alerts' percolator reads of the index: its searcher and fields.
    pub fn searcher(&self) -> anyhow::Result<tantivy::Searcher> {
        Ok(self.writer.index.reader()?.searcher())
    }

    pub fn fields(&self) -> &kaamsetu_search::schema::Fields {
        &self.writer.fields
    }

    /// The index being written (its generation, a handle and its fields), for a reader that
    /// runs beside the worker: the alerts' matcher reads its vocabulary there.
    pub fn current(&self) -> CurrentIndex {
        CurrentIndex {
            generation: self.generation.clone(),
            index: self.writer.index.clone(),
            fields: self.writer.fields,
        }
    }

    /// Processes batches until the node has applied every row of the log committed before it
    /// began. Rows the horizon holds back (an older transaction is still open) are waited for,
    /// up to 10 s; a poll or wake-up later picks them up if that is not enough.
    pub async fn drain(&mut self) -> anyhow::Result<usize> {
        let mut total = 0;
        let started = Instant::now();
        let mut pause = Duration::from_millis(2);
        loop {
            let n = self.process_batch().await?;
            total += n;
            if n > 0 {
                continue;
            }
            if !self.held {
                return Ok(total);
            }
            if started.elapsed() >= HELD_WAIT {
                tracing::warn!(
                    "committed outbox rows wait behind a transaction open for over {} s \
                     on this database; they are applied once it ends",
                    HELD_WAIT.as_secs()
                );
                return Ok(total);
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_millis(50));
        }
    }

    /// Queues every open job missing from the index and every indexed job no longer open
    /// (`reconcile`, on the index being written).
    pub async fn reconcile(&mut self) -> anyhow::Result<usize> {
        reconcile(&self.db, self.current()).await
    }

    /// Replaces the whole index with a fresh build (the writer moves to the new generation).
    pub async fn reindex(&mut self, progress: impl FnMut(usize)) -> anyhow::Result<()> {
        let (generation, fresh) = rebuild(&self.db, &self.root, &self.node.id, progress).await?;
        self.writer = fresh;
        self.generation = generation;
        index::remove_old_generations(&self.root)?;
        Ok(())
    }
}

/// Records a committed batch: the metrics (a commit, its documents, how long each change
/// waited for it) and its log line, which names the requests whose changes it applied.
fn applied(rows: &[outbox::LogRow], documents: usize, pruned: u64, read_at: Instant) {
    metrics::counter!(names::INDEXER_COMMITS).increment(1);
    metrics::counter!(names::INDEXER_DOCUMENTS).increment(documents as u64);
    let since_read = read_at.elapsed().as_secs_f64();
    let delay = metrics::histogram!(names::INDEX_APPLY_DELAY);
    for row in rows {
        delay.record(row.waited + since_read);
    }
    let mut requests: Vec<&str> = rows
        .iter()
        .filter_map(|r| r.request_id.as_deref())
        .collect();
    requests.sort_unstable();
    requests.dedup();
    let more = requests.len().saturating_sub(MAX_LOGGED_REQUESTS);
    requests.truncate(MAX_LOGGED_REQUESTS);
    let mut request_ids = requests.join(",");
    if more > 0 {
        request_ids.push_str(&format!(",+{more} more"));
    }
    tracing::info!(
        rows = rows.len(),
        jobs = documents,
        pruned,
        request_ids,
        "outbox batch indexed"
    );
}

/// The request ids one batch's log line names at most.
const MAX_LOGGED_REQUESTS: usize = 50;

/// Queues every open job missing from `current` and every job it holds that is no longer open,
/// and says how many. It reads the index through a reader of its own, off the async threads,
/// so the worker runs it beside indexing (`run::serve`) and posted jobs never wait for it. A
/// job that changed while it read (opened, closed) may be queued once more than needed, which
/// is harmless: applying a job's row again gives the same document.
pub async fn reconcile(db: &PgPool, current: CurrentIndex) -> anyhow::Result<usize> {
    let open: HashSet<Uuid> = outbox::open_ids(db).await?.into_iter().collect();
    let indexed: HashSet<Uuid> = tokio::task::spawn_blocking(move || {
        let reader = current
            .index
            .reader_builder()
            .reload_policy(tantivy::ReloadPolicy::Manual)
            .try_into()?;
        let ids = kaamsetu_search::records::all_ids(&reader.searcher(), &current.fields)?;
        anyhow::Ok(ids.into_iter().collect())
    })
    .await??;
    let drift: Vec<Uuid> = open.symmetric_difference(&indexed).copied().collect();
    if !drift.is_empty() {
        tracing::warn!(jobs = drift.len(), "index drift found; re-queueing");
        outbox::enqueue(db, &drift).await?;
    }
    Ok(drift.len())
}

/// Builds a new generation of `node`'s index from PostgreSQL and swaps it in, holding the
/// node's index lock so its worker pauses, then sets the node's position to where the build
/// began: the log's horizon read before the first page, so every change the build may have
/// missed is in a row past it (applying one twice is harmless). `progress` gets the number of
/// jobs indexed so far.
pub async fn rebuild(
    db: &PgPool,
    root: &std::path::Path,
    node: &str,
    mut progress: impl FnMut(usize),
) -> anyhow::Result<(PathBuf, Writer)> {
    let started = Instant::now();
    // This transaction writes nothing, so it holds back no node's horizon while it lasts.
    let mut lock = db.begin().await?;
    node::lock_index(&mut lock, node).await?;
    let from = LogPos {
        xid: outbox::horizon(db).await?,
        id: 0,
    };
    // A new node is registered before it reads, so the log keeps every row past `from`.
    outbox::register(db, node, from).await?;
    let (gen_dir, idx) = index::create_generation(root)?;
    let mut writer = Writer::new(idx, REBUILD_HEAP)?;
    // The next batch is read from PostgreSQL while this one is indexed (one batch waits in
    // the channel at most: memory holds three).
    let mut cursor = outbox::OpenJobs::open(db).await?;
    let (batches, mut next) = tokio::sync::mpsc::channel::<sqlx::Result<Vec<JobRecord>>>(1);
    let reader = tokio::spawn(async move {
        loop {
            let batch = cursor.next().await;
            let last = batch.as_ref().map_or(true, Vec::is_empty);
            if batches.send(batch).await.is_err() || last {
                break;
            }
        }
    });
    let mut done = 0usize;
    while let Some(batch) = next.recv().await {
        let batch = batch?;
        if batch.is_empty() {
            break;
        }
        writer.add_new(&batch)?;
        done += batch.len();
        progress(done);
    }
    reader.await?;
    writer.commit()?;
    index::swap_current(root, &gen_dir)?;
    outbox::set_position(db, node, from).await?;
    lock.commit().await?;
    tracing::info!(
        node,
        jobs = done,
        secs = started.elapsed().as_secs_f64(),
        "index rebuilt"
    );
    Ok((gen_dir, writer))
}
