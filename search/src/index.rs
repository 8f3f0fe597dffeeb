//! The index on disk: generation directories `gen-<n>` and a `current` symlink swapped
//! atomically by a rebuild. The indexer holds the only writer; the API holds readers that follow
//! commits (within ~0.5 s) and swaps.

use std::{
    path::{Path, PathBuf},
    sync::{Arc, Mutex, RwLock},
    time::{Duration, Instant, SystemTime},
};

use anyhow::Context;
use tantivy::{
    Index, IndexReader, IndexSettings, IndexSortByField, IndexWriter, Order, ReloadPolicy,
    Searcher, TantivyDocument,
};
use uuid::Uuid;

use crate::{
    analyzers,
    cache::{Bounded, Size, Weigh},
    directory::IndexDirectory,
    facets::Facets,
    request::{SearchRequest, Sort},
    result::SearchResult,
    schema::{self, Fields, JobRecord},
    suggest::Suggester,
};

const CURRENT: &str = "current";

/// The stored records are compressed in blocks of about this size. A search reads 20 records
/// at random, each from its own block: tantivy's default of 16 KB decompressed about eight
/// records to read one (7% of an uncached search at 1M jobs).
const DOCSTORE_BLOCK_BYTES: usize = 4096;

/// Opens (and prepares) the index in a generation directory.
fn open_dir(path: &Path) -> anyhow::Result<Index> {
    let dir = IndexDirectory::open(path).with_context(|| format!("open {}", path.display()))?;
    let index = Index::open(dir).with_context(|| format!("read index {}", path.display()))?;
    analyzers::register(&index);
    Ok(index)
}

/// Where `current` points, if anywhere.
pub fn current_generation(root: &Path) -> Option<PathBuf> {
    std::fs::read_link(root.join(CURRENT))
        .ok()
        .map(|p| if p.is_absolute() { p } else { root.join(p) })
}

/// Opens the current generation; None when there is none (or it cannot be read).
pub fn open_current(root: &Path) -> anyhow::Result<Option<(PathBuf, Index)>> {
    let Some(gen_dir) = current_generation(root) else {
        return Ok(None);
    };
    let index = open_dir(&gen_dir)?;
    // A schema from another version is as good as no index: it must be rebuilt.
    let (expected, _) = schema::schema();
    if index.schema() != expected {
        anyhow::bail!("index schema differs from this version's");
    }
    Ok(Some((gen_dir, index)))
}

/// Creates a fresh, empty generation directory (not yet current).
pub fn create_generation(root: &Path) -> anyhow::Result<(PathBuf, Index)> {
    std::fs::create_dir_all(root)?;
    let name = format!(
        "gen-{}-{}",
        chrono::Utc::now().format("%Y%m%dT%H%M%S%3f"),
        std::process::id()
    );
    let path = root.join(name);
    std::fs::create_dir_all(&path)?;
    let (schema, _) = schema::schema();
    let index = Index::create(
        IndexDirectory::open(&path)?,
        schema,
        IndexSettings {
            // The jobs of a place are one run of document ids (`places::Places::sort_key`).
            sort_by_field: Some(IndexSortByField {
                field: schema::names::PLACE.into(),
                order: Order::Asc,
            }),
            docstore_blocksize: DOCSTORE_BLOCK_BYTES,
            ..IndexSettings::default()
        },
    )?;
    analyzers::register(&index);
    Ok((path, index))
}

/// Makes `gen_dir` the current generation atomically (rename of a symlink).
pub fn swap_current(root: &Path, gen_dir: &Path) -> anyhow::Result<()> {
    let name = gen_dir
        .file_name()
        .context("generation has a name")?
        .to_owned();
    let tmp = root.join(format!("{CURRENT}.tmp-{}", std::process::id()));
    let _ = std::fs::remove_file(&tmp);
    std::os::unix::fs::symlink(&name, &tmp)?;
    std::fs::rename(&tmp, root.join(CURRENT))?;
    Ok(())
}

/// Removes every generation but the current one (called by the writer once it has moved to
/// the current generation; readers still mapping old files keep them alive until they reopen).
pub fn remove_old_generations(root: &Path) -> anyhow::Result<usize> {
    let Some(current) = current_generation(root) else {
        return Ok(0);
    };
    let mut removed = 0;
    for entry in std::fs::read_dir(root)?.flatten() {
        let p = entry.path();
        let is_gen = p
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("gen-"));
        if is_gen && p != current && std::fs::remove_dir_all(&p).is_ok() {
            removed += 1;
        }
    }
    Ok(removed)
}

/// The only writer: upserts and deletes by job id, commits in batches.
pub struct Writer {
    pub index: Index,
    pub fields: Fields,
    writer: IndexWriter,
}

impl Writer {
    /// Takes the writer lock of an index (fails if another process holds it).
    pub fn new(index: Index, heap_bytes: usize) -> anyhow::Result<Self> {
        let (_, fields) = schema::schema();
        let writer = index
            .writer(heap_bytes)
            .context("take the index writer lock")?;
        Ok(Self {
            index,
            fields,
            writer,
        })
    }

    /// Replaces a job's document; a job not searchable (closed, or not live with moderation) only
    /// loses its document.
    pub fn upsert(&mut self, job: &JobRecord) -> anyhow::Result<()> {
        self.delete(job.id);
        if job.is_searchable() {
            self.writer
                .add_document(schema::document(&self.fields, job))?;
        }
        Ok(())
    }

    /// `upsert` of many jobs, their documents built on every core (a document analyzes all of
    /// a job's text; the writer's own threads then only file the tokens).
    pub fn upsert_many(&mut self, jobs: &[JobRecord]) -> anyhow::Result<()> {
        let docs = self.documents(jobs)?;
        for job in jobs {
            self.delete(job.id);
        }
        for doc in docs {
            self.writer.add_document(doc)?;
        }
        Ok(())
    }

    /// Adds the searchable ones of `jobs` without deleting anything first: only for an index
    /// that cannot hold them yet (a rebuild's new generation). A delete is kept in the writer's
    /// memory until the commit, so a rebuild that upserted a million jobs held a million of
    /// them for nothing.
    pub fn add_new(&mut self, jobs: &[JobRecord]) -> anyhow::Result<()> {
        for doc in self.documents(jobs)? {
            self.writer.add_document(doc)?;
        }
        Ok(())
    }

    /// The documents of the searchable ones of `jobs`, in order, built on every core.
    fn documents(&self, jobs: &[JobRecord]) -> anyhow::Result<Vec<TantivyDocument>> {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let chunk = jobs.len().div_ceil(threads).max(1);
        let fields = self.fields;
        let docs: Vec<Vec<TantivyDocument>> = std::thread::scope(|s| {
            let handles: Vec<_> = jobs
                .chunks(chunk)
                .map(|part| {
                    s.spawn(move || {
                        part.iter()
                            .filter(|j| j.is_searchable())
                            .map(|j| schema::document(&fields, j))
                            .collect()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_default())
                .collect()
        });
        let docs: Vec<TantivyDocument> = docs.into_iter().flatten().collect();
        anyhow::ensure!(
            docs.len() == jobs.iter().filter(|j| j.is_searchable()).count(),
            "building documents failed"
        );
        Ok(docs)
    }

    pub fn delete(&mut self, id: Uuid) {
        self.writer.delete_term(schema::id_term(&self.fields, id));
    }

    /// Commits everything since the last commit.
    pub fn commit(&mut self) -> anyhow::Result<u64> {
        Ok(self.writer.commit()?)
    }

    /// Waits for background merges (before handing the directory over).
    pub fn finish(self) -> anyhow::Result<()> {
        self.writer.wait_merging_threads()?;
        Ok(())
    }
}

/// What belongs to one searcher generation: its title suggestions (built on first use, by
/// one request while the others wait), its cache of recent search results and its cache of
/// similar jobs. A commit starts a new generation, so nothing stale is ever served.
pub struct PerGeneration {
    generation: u64,
    suggester: std::sync::OnceLock<Suggester>,
    building: Mutex<()>,
    results: Mutex<Bounded<RequestKey, SearchResult>>,
    similar: Mutex<Bounded<SimilarKey, Vec<JobRecord>>>,
    summaries: Mutex<Bounded<RequestKey, Summary>>,
}

/// A job and how many of its similar jobs were asked for.
#[derive(Clone, PartialEq, Eq, Hash)]
struct SimilarKey(Uuid, usize);

impl Weigh for SimilarKey {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>()
    }
}

/// What a search finds whatever its page and order: the total and the facet counts.
#[derive(Clone)]
struct Summary {
    total: usize,
    facets: Facets,
}

impl Weigh for Summary {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>() + crate::facets::weigh(&self.facets)
    }
}

/// A search's key without its page (the order stays: a search ranked by relevance may be
/// followed by nearest jobs that a sorted one is not).
fn summary_key(req: &SearchRequest) -> RequestKey {
    RequestKey(SearchRequest {
        offset: 0,
        limit: 0,
        ..req.clone()
    })
}

/// A search as a cache key: every field of the request, compared and hashed as it is (the
/// points by their bits). Its `Debug` text was the key before: writing it was 1.2 % of the
/// API's CPU under search load.
#[derive(Clone)]
struct RequestKey(SearchRequest);

impl RequestKey {
    /// Every field, so that a field added to the request is part of the key or fails to build.
    #[allow(clippy::type_complexity)]
    fn parts(
        &self,
    ) -> (
        (
            &Option<String>,
            &Option<String>,
            &[String],
            &[String],
            &[String],
        ),
        (
            &Option<String>,
            Option<bool>,
            bool,
            Option<i64>,
            Option<i64>,
        ),
        (Option<u64>, Option<(u64, u64)>, Option<Sort>, usize, usize),
        (Option<Uuid>, bool),
    ) {
        let SearchRequest {
            keyword,
            location,
            categories,
            types,
            work_modes,
            gender,
            blue_collar,
            verified_only,
            min_salary,
            max_salary,
            radius_km,
            near,
            sort,
            offset,
            limit,
            exclude,
            with_facets,
        } = &self.0;
        (
            (keyword, location, categories, types, work_modes),
            (
                gender,
                *blue_collar,
                *verified_only,
                *min_salary,
                *max_salary,
            ),
            (
                radius_km.map(f64::to_bits),
                near.map(|(a, b)| (a.to_bits(), b.to_bits())),
                *sort,
                *offset,
                *limit,
            ),
            (*exclude, *with_facets),
        )
    }
}

impl PartialEq for RequestKey {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for RequestKey {}

impl std::hash::Hash for RequestKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.parts().hash(state)
    }
}

impl Weigh for RequestKey {
    fn weigh(&self) -> usize {
        let s = |v: &Option<String>| v.as_ref().map_or(0, String::len);
        let list = |v: &[String]| v.iter().map(|x| x.weigh()).sum::<usize>();
        let r = &self.0;
        std::mem::size_of::<Self>()
            + s(&r.keyword)
            + s(&r.location)
            + s(&r.gender)
            + list(&r.categories)
            + list(&r.types)
            + list(&r.work_modes)
    }
}

/// The bytes of facet counts one generation keeps at most (~1-2 KB a search).
pub const SUMMARY_CACHE_BYTES: usize = 8 << 20;

/// The searches asked lately, across generations (a popular search asked before a commit is
/// kept at its first ask after it): 16,384 hashes, 128 KB.
static ASKED: std::sync::LazyLock<Mutex<crate::cache::Doorkeeper>> =
    std::sync::LazyLock::new(|| Mutex::new(crate::cache::Doorkeeper::new(1 << 14)));

/// The bytes of search results one generation keeps at most (a page of 20 jobs with their
/// descriptions is ~40-60 KB: about 650 searches). 48 MB until the parsed records got a cache
/// of their own (`records::RECORDS_CACHE_BYTES`, 16 MB), which every search that shows a job
/// already read gains from, not only the same search again.
pub const RESULT_CACHE_BYTES: usize = 32 << 20;
/// The bytes of similar-job lists one generation keeps at most (~6 jobs each: about 3,000 job
/// pages).
pub const SIMILAR_CACHE_BYTES: usize = 32 << 20;

impl Default for PerGeneration {
    fn default() -> Self {
        Self {
            generation: 0,
            suggester: std::sync::OnceLock::new(),
            building: Mutex::new(()),
            results: Mutex::new(Bounded::new(RESULT_CACHE_BYTES)),
            similar: Mutex::new(Bounded::new(SIMILAR_CACHE_BYTES)),
            summaries: Mutex::new(Bounded::new(SUMMARY_CACHE_BYTES)),
        }
    }
}

/// The sizes of a generation's caches (`Snapshot::cache_sizes`).
#[derive(Clone, Copy, Debug, Default)]
pub struct CacheSizes {
    pub results: Size,
    pub similar: Size,
    /// The facet counts and totals of searches, kept for their other pages.
    pub facets: Size,
    /// The title-suggestion table: its distinct titles, and their bytes (0 until built).
    pub suggestions: Size,
    /// The jobs of each place asked for, as runs of document ids per segment (process-wide,
    /// `scored::RUNS_CACHE_BYTES`).
    pub places: Size,
    /// The jobs' records read from the store, parsed (process-wide,
    /// `records::RECORDS_CACHE_BYTES`).
    pub records: Size,
}

struct Loaded {
    target: PathBuf,
    reader: IndexReader,
    fields: Fields,
    per_gen: Arc<PerGeneration>,
    /// When `meta.json` was last looked at, and its modification time then.
    meta_seen: Mutex<(Instant, Option<SystemTime>)>,
}

/// How often a reader looks for a new commit itself. tantivy's own watcher polls every
/// 500 ms; looking every 50 ms (one `stat`) keeps a posted job's way into search short.
const COMMIT_CHECK: Duration = Duration::from_millis(50);

impl Loaded {
    /// Reloads the reader when the indexer committed since the last look.
    fn follow_commits(&self) {
        let Ok(mut seen) = self.meta_seen.try_lock() else {
            return; // another request is looking right now
        };
        if seen.0.elapsed() < COMMIT_CHECK {
            return;
        }
        seen.0 = Instant::now();
        let modified = std::fs::metadata(self.target.join("meta.json"))
            .and_then(|m| m.modified())
            .ok();
        if modified != seen.1 && self.reader.reload().is_ok() {
            seen.1 = modified;
        }
    }
}

/// A read-only view of the current index that follows commits and swaps.
pub struct SearchIndex {
    root: PathBuf,
    state: RwLock<Option<Loaded>>,
    checked: RwLock<Instant>,
}

/// What a search works with: a searcher, the fields, and the suggestions of that searcher.
pub struct Snapshot {
    pub searcher: Searcher,
    pub fields: Fields,
    per_gen: Arc<PerGeneration>,
}

impl Snapshot {
    /// The title suggestions of this generation (built on the first call).
    pub fn suggester(&self) -> anyhow::Result<&Suggester> {
        if let Some(s) = self.per_gen.suggester.get() {
            return Ok(s);
        }
        // One request builds; the others wait for it instead of building too.
        let _one = self.per_gen.building.lock().expect("lock");
        if let Some(s) = self.per_gen.suggester.get() {
            return Ok(s);
        }
        let built = Suggester::build(&self.searcher)?;
        Ok(self.per_gen.suggester.get_or_init(|| built))
    }

    /// A search, answered from this generation's cache when the same request was made since
    /// the last commit and kept (popular searches repeat; a search is kept from its second
    /// ask; a commit empties the cache). The facet counts
    /// and the total of a search do not depend on its page, so those of a search that filters
    /// no group are kept apart too: its next page is collected without counting facets again.
    pub fn search(&self, req: &SearchRequest) -> anyhow::Result<SearchResult> {
        let key = RequestKey(req.clone());
        if let Some(hit) = self.per_gen.results.lock().expect("lock").get(&key) {
            return Ok(hit);
        }
        // Kept facets pay only where nothing filters a group: a search that filters one
        // collects its page in one pass over fast rows that also counts the facets, faster than
        // the same filters as an intersection of postings (0.58 against 0.74 ms a page for the
        // goal query at a million jobs; `sales executive`, pages 2 on: 7.3 against 5.9 ms).
        let summary_key = (req.with_facets
            && crate::facets::GroupFilters::from_request(req).is_empty())
        .then(|| summary_key(req));
        let known = summary_key
            .as_ref()
            .and_then(|k| self.per_gen.summaries.lock().expect("lock").get(k));
        let kept = match known {
            Some(known) => {
                let without = SearchRequest {
                    with_facets: false,
                    ..req.clone()
                };
                let mut r = crate::query::search(&self.searcher, &self.fields, &without)?;
                // Both count the same matches; were they ever to differ, the full search decides.
                (r.total == known.total).then(|| {
                    r.facets = Some(known.facets);
                    r
                })
            }
            None => None,
        };
        let result = match kept {
            Some(r) => r,
            None => {
                let r = crate::query::search(&self.searcher, &self.fields, req)?;
                if let (Some(k), Some(facets)) = (summary_key, &r.facets) {
                    self.per_gen.summaries.lock().expect("lock").put(
                        k,
                        Summary {
                            total: r.total,
                            facets: facets.clone(),
                        },
                    );
                }
                r
            }
        };
        // Kept from a search's second ask (`ASKED`): the copy and the room go to searches that
        // repeat, not to the many asked once.
        if ASKED.lock().expect("lock").seen_before(&key) {
            self.per_gen
                .results
                .lock()
                .expect("lock")
                .put(key, result.clone());
        }
        Ok(result)
    }

    /// Up to `limit` jobs like `job` (`similar::similar`), from this generation's cache when
    /// the job's page asked since the last commit.
    pub fn similar(&self, job: &JobRecord, limit: usize) -> anyhow::Result<Vec<JobRecord>> {
        let key = SimilarKey(job.id, limit);
        if let Some(hit) = self.per_gen.similar.lock().expect("lock").get(&key) {
            return Ok(hit);
        }
        let jobs = crate::similar::similar(&self.searcher, &self.fields, job, limit)?;
        self.per_gen
            .similar
            .lock()
            .expect("lock")
            .put(key, jobs.clone());
        Ok(jobs)
    }

    /// What this generation's caches hold now.
    pub fn cache_sizes(&self) -> CacheSizes {
        CacheSizes {
            results: self.per_gen.results.lock().expect("lock").size(),
            similar: self.per_gen.similar.lock().expect("lock").size(),
            facets: self.per_gen.summaries.lock().expect("lock").size(),
            suggestions: self
                .per_gen
                .suggester
                .get()
                .map(Suggester::size)
                .unwrap_or_default(),
            places: crate::scored::runs_cache_size(),
            records: crate::records::records_cache_size(),
        }
    }
}

impl SearchIndex {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self {
            root: root.into(),
            state: RwLock::new(None),
            checked: RwLock::new(Instant::now() - Duration::from_secs(60)),
        }
    }

    fn load(&self) -> anyhow::Result<Option<Loaded>> {
        let Some((target, index)) = open_current(&self.root)? else {
            return Ok(None);
        };
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::OnCommitWithDelay)
            .try_into()?;
        let (_, fields) = schema::schema();
        let modified = std::fs::metadata(target.join("meta.json"))
            .and_then(|m| m.modified())
            .ok();
        Ok(Some(Loaded {
            meta_seen: Mutex::new((Instant::now(), modified)),
            target,
            reader,
            fields,
            per_gen: Arc::new(PerGeneration {
                generation: u64::MAX,
                ..Default::default()
            }),
        }))
    }

    /// The current snapshot; None while no index exists yet. Checks for a swapped generation
    /// at most every 500 ms.
    pub fn snapshot(&self) -> anyhow::Result<Option<Snapshot>> {
        let due = self.checked.read().expect("lock").elapsed() > Duration::from_millis(500);
        if due {
            *self.checked.write().expect("lock") = Instant::now();
            let now = current_generation(&self.root);
            let stale =
                self.state.read().expect("lock").as_ref().map(|l| &l.target) != now.as_ref();
            if stale {
                let loaded = self.load()?;
                *self.state.write().expect("lock") = loaded;
            }
        }
        let guard = self.state.read().expect("lock");
        let Some(l) = guard.as_ref() else {
            return Ok(None);
        };
        l.follow_commits();
        let searcher = l.reader.searcher();
        let generation = searcher.generation().generation_id();
        let per_gen = if l.per_gen.generation == generation {
            l.per_gen.clone()
        } else {
            drop(guard);
            let mut w = self.state.write().expect("lock");
            let Some(l) = w.as_mut() else {
                return Ok(None);
            };
            if l.per_gen.generation != generation {
                l.per_gen = Arc::new(PerGeneration {
                    generation,
                    ..Default::default()
                });
            }
            let fields = l.fields;
            return Ok(Some(Snapshot {
                searcher,
                fields,
                per_gen: l.per_gen.clone(),
            }));
        };
        Ok(Some(Snapshot {
            searcher,
            fields: l.fields,
            per_gen,
        }))
    }

    /// Forces the reader to see the latest commit now (tests, and after a local write).
    pub fn reload(&self) -> anyhow::Result<()> {
        *self.checked.write().expect("lock") = Instant::now() - Duration::from_secs(60);
        if let Some(l) = self.state.read().expect("lock").as_ref() {
            l.reader.reload()?;
        }
        Ok(())
    }
}
