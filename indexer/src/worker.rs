//! The indexer: claims outbox rows, re-reads each job, replaces its document, commits, and only
//! then deletes the claimed rows, so a crash at any point loses nothing and a replay is harmless.

use std::{collections::HashSet, path::PathBuf, time::Instant};

use anyhow::Context;
use kaamsetu_search::{
    index::{self, Writer},
    schema::JobRecord,
};
use sqlx::PgPool;
use uuid::Uuid;

use crate::outbox;
use kaamsetu_search::telemetry::metrics::names;

/// Outbox rows handled per batch (one index commit per batch).
pub const BATCH: i64 = 1000;
/// Memory budget of the index writer.
pub const WRITER_HEAP: usize = 128 * 1024 * 1024;

/// Advisory lock shared by the worker's batches and a rebuild: while a rebuild runs, batches
/// wait, so every change after the rebuild's snapshot is still in the outbox when it ends.
const INDEX_LOCK: i64 = 0x4b53_4958; // "KSIX"

/// The only writer of the index.
pub struct Indexer {
    pub db: PgPool,
    pub root: PathBuf,
    generation: PathBuf,
    writer: Writer,
}

/// The generation the worker writes, shared with the tasks that read it.
#[derive(Clone)]
pub struct CurrentIndex {
    pub generation: PathBuf,
    pub index: tantivy::Index,
    pub fields: kaamsetu_search::schema::Fields,
}

impl Indexer {
    /// Opens the current index, or rebuilds it from PostgreSQL when it is missing or unreadable.
    pub async fn open(db: PgPool, root: PathBuf) -> anyhow::Result<Self> {
        let (generation, writer) = match index::open_current(&root) {
            Ok(Some((dir, idx))) => (dir, Writer::new(idx, WRITER_HEAP)?),
            Ok(None) => {
                tracing::warn!(root = %root.display(), "no index; building it");
                rebuild(&db, &root, |_| {}).await?
            }
            Err(e) => {
                tracing::warn!(error = %e, "index unreadable; rebuilding it");
                rebuild(&db, &root, |_| {}).await?
            }
        };
        index::remove_old_generations(&root)?;
        Ok(Self {
            db,
            root,
            generation,
            writer,
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

    /// Drains one batch of the outbox into the index; returns how many rows it handled.
    pub async fn process_batch(&mut self) -> anyhow::Result<usize> {
        let mut tx = self.db.begin().await?;
        sqlx::query("select pg_advisory_xact_lock($1)")
            .bind(INDEX_LOCK)
            .execute(&mut *tx)
            .await?;
        self.follow_swap()?;
        let claimed = outbox::claim(&mut tx, BATCH)
            .await
            .context("claim outbox rows")?;
        if claimed.is_empty() {
            return Ok(0);
        }
        let claimed_at = Instant::now();
        let ids: Vec<Uuid> = claimed
            .iter()
            .map(|(_, j, _, _)| *j)
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        let jobs = outbox::jobs(&mut tx, &ids)
            .await
            .context("read claimed jobs")?;
        let found: HashSet<Uuid> = jobs.iter().map(|j| j.id).collect();
        for job in &jobs {
            self.writer.upsert(job)?;
        }
        for id in ids.iter().filter(|id| !found.contains(id)) {
            self.writer.delete(*id);
        }
        self.writer.commit().context("commit the index")?;
        // The open jobs now searchable, for the alerts' matcher (in this transaction: a crash
        // replays the batch and feeds them again, which matches nothing twice).
        let live: Vec<Uuid> = jobs
            .iter()
            .filter(|j| j.is_searchable())
            .map(|j| j.id)
            .collect();
        outbox::feed_alerts(&mut tx, &live)
            .await
            .context("feed the alerts")?;
        let rows: Vec<i64> = claimed.iter().map(|(r, _, _, _)| *r).collect();
        outbox::delete(&mut tx, &rows)
            .await
            .context("delete handled rows")?;
        tx.commit().await?;
        applied(&claimed, ids.len(), claimed_at);
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

    /// Processes batches until the outbox is empty.
    pub async fn drain(&mut self) -> anyhow::Result<usize> {
        let mut total = 0;
        loop {
            let n = self.process_batch().await?;
            total += n;
            if n == 0 {
                return Ok(total);
            }
        }
    }

    /// Queues every open job missing from the index and every indexed job no longer open.
    pub async fn reconcile(&mut self) -> anyhow::Result<usize> {
        let open: HashSet<Uuid> = outbox::open_ids(&self.db).await?.into_iter().collect();
        let reader = self.writer.index.reader()?;
        let indexed: HashSet<Uuid> = indexed_ids(&reader.searcher(), &self.writer)?;
        let drift: Vec<Uuid> = open.symmetric_difference(&indexed).copied().collect();
        if !drift.is_empty() {
            tracing::warn!(jobs = drift.len(), "index drift found; re-queueing");
            outbox::enqueue(&self.db, &drift).await?;
        }
        Ok(drift.len())
    }

    /// Replaces the whole index with a fresh build (the writer moves to the new generation).
    pub async fn reindex(&mut self, progress: impl FnMut(usize)) -> anyhow::Result<()> {
        let (generation, fresh) = rebuild(&self.db, &self.root, progress).await?;
        self.writer = fresh;
        self.generation = generation;
        index::remove_old_generations(&self.root)?;
        Ok(())
    }
}

/// Records a committed batch: the metrics (a commit, its documents, how long each change
/// waited for it) and its log line, which names the requests whose changes it applied.
fn applied(claimed: &[outbox::Claimed], documents: usize, claimed_at: Instant) {
    metrics::counter!(names::INDEXER_COMMITS).increment(1);
    metrics::counter!(names::INDEXER_DOCUMENTS).increment(documents as u64);
    let since_claim = claimed_at.elapsed().as_secs_f64();
    let delay = metrics::histogram!(names::INDEX_APPLY_DELAY);
    for (_, _, _, waited) in claimed {
        delay.record(waited + since_claim);
    }
    let mut requests: Vec<&str> = claimed
        .iter()
        .filter_map(|(_, _, r, _)| r.as_deref())
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
        rows = claimed.len(),
        jobs = documents,
        request_ids,
        "outbox batch indexed"
    );
}

/// The request ids one batch's log line names at most.
const MAX_LOGGED_REQUESTS: usize = 50;

/// The ids of every live document.
fn indexed_ids(searcher: &tantivy::Searcher, w: &Writer) -> anyhow::Result<HashSet<Uuid>> {
    let mut out = HashSet::new();
    let all = kaamsetu_search::records::all_ids(searcher, &w.fields)?;
    out.extend(all);
    Ok(out)
}

/// Builds a new generation from PostgreSQL and swaps it in, holding the index lock so the
/// worker pauses; the outbox is left alone and replayed by the worker afterwards (replays are
/// harmless). `progress` gets the number of jobs indexed so far.
pub async fn rebuild(
    db: &PgPool,
    root: &std::path::Path,
    mut progress: impl FnMut(usize),
) -> anyhow::Result<(PathBuf, Writer)> {
    let started = Instant::now();
    let mut lock = db.begin().await?;
    sqlx::query("select pg_advisory_xact_lock($1)")
        .bind(INDEX_LOCK)
        .execute(&mut *lock)
        .await?;
    let (gen_dir, idx) = index::create_generation(root)?;
    let mut writer = Writer::new(idx, WRITER_HEAP)?;
    // The next page is read from PostgreSQL while this one is indexed.
    let fetch = |after: Option<Uuid>| {
        let db = db.clone();
        tokio::spawn(async move { outbox::open_jobs_after(&db, after, 5000).await })
    };
    let mut next = fetch(None);
    let mut done = 0usize;
    loop {
        let page: Vec<JobRecord> = next.await??;
        let Some(last) = page.last() else { break };
        next = fetch(Some(last.id));
        writer.upsert_many(&page)?;
        done += page.len();
        progress(done);
    }
    writer.commit()?;
    index::swap_current(root, &gen_dir)?;
    lock.commit().await?;
    tracing::info!(
        jobs = done,
        secs = started.elapsed().as_secs_f64(),
        "index rebuilt"
    );
    Ok((gen_dir, writer))
}
