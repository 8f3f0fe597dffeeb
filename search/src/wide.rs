//! One search over its segments on more than one core. The thread that asks takes the segments
//! one at a time: a small one first, as a probe, then the largest first. When the segments it
//! has done say the rest will take a while (`OFFER_AFTER`), it offers the search to the helper
//! threads (one for each further core), which take the next segments while it goes on; a helper
//! that comes after the last segment was taken has nothing to do. So a broad search (`sales
//! executive`: 33k jobs found at 1M, each scored and counted) is split over the cores from its
//! first large segment on, and a small one never wakes a helper. The index has a few large
//! segments of about the same size and a few small ones (the last commits').
//!
//! The segments' results are merged in segment order, as tantivy's own search merges them, so
//! the result is the one a search on one thread gives. A segment's search that panics fails
//! the search with an error (on a helper, the asking thread would otherwise wait for it).

use std::{
    any::Any,
    cmp::Reverse,
    panic::{AssertUnwindSafe, catch_unwind},
    sync::{
        Arc, Condvar, LazyLock, Mutex,
        atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering},
        mpsc,
    },
    time::{Duration, Instant},
};

use tantivy::{
    Searcher, TantivyError,
    collector::{Collector, SegmentCollector},
    query::{EnableScoring, Query, Weight},
};

/// Searchers smaller than this (documents in all segments) are searched on one thread: waking
/// a helper costs more than it can save.
pub const MIN_DOCS: u32 = 50_000;

/// A search is shared with the helpers when what is left of it should take at least this long
/// on one thread, going by the segments done so far. Below it, waking a helper and handing it
/// the search's data costs more CPU than it saves time: shared from the start, the HTTP load's
/// small searches took 18 % more CPU.
pub const OFFER_AFTER: Duration = Duration::from_micros(300);

/// What the segments done so far must have taken before they are trusted to say how long the
/// rest will (a part of `OFFER_AFTER`): a small segment's search is mostly its fixed cost (its
/// scorers' term look-ups), which would say a short search is long.
const PROBE_PART: u32 = 16;

/// The probe segment holds at least this part of the documents (`take_order`).
const PROBE_SHARE: u64 = 64;

/// The most helper threads, whatever the cores.
const MAX_HELPERS: usize = 7;

/// `searcher.search(query, &collector)`, over more than one core when the searcher has more than
/// one segment and at least `MIN_DOCS` documents, and the search is long (`OFFER_AFTER`).
pub fn search<C>(searcher: &Searcher, query: &dyn Query, collector: C) -> tantivy::Result<C::Fruit>
where
    C: Collector + 'static,
{
    let when = Sharing {
        min_docs: SHARE_MIN_DOCS.load(Ordering::Relaxed),
        offer_after: Duration::from_nanos(SHARE_OFFER_AFTER_NS.load(Ordering::Relaxed)),
    };
    search_from(searcher, query, collector, when, helpers())
}

/// When a search is shared with the helpers.
#[derive(Clone, Copy)]
struct Sharing {
    /// Searchers with fewer documents are searched on one thread.
    min_docs: u32,
    /// What is left of a search must be expected to take this long on one thread.
    offer_after: Duration,
}

static SHARE_MIN_DOCS: AtomicU32 = AtomicU32::new(MIN_DOCS);
static SHARE_OFFER_AFTER_NS: AtomicU64 = AtomicU64::new(OFFER_AFTER.as_nanos() as u64);

/// Offers every search of this process, however small, to the helpers after its first
/// segment: for tests that check a shared search answers as one thread does on a small index.
pub fn share_every_search() {
    SHARE_MIN_DOCS.store(0, Ordering::Relaxed);
    SHARE_OFFER_AFTER_NS.store(0, Ordering::Relaxed);
}

type SegmentResult<C> = tantivy::Result<<<C as Collector>::Child as SegmentCollector>::Fruit>;

/// One search the asking thread and the helpers share.
struct Job<C: Collector> {
    searcher: Searcher,
    weight: Box<dyn Weight>,
    collector: C,
    /// Segment ordinals in the order they are taken (`take_order`).
    order: Vec<u32>,
    /// The next place in `order` to take.
    next: AtomicUsize,
    done: Mutex<Done<C>>,
    all_done: Condvar,
}

struct Done<C: Collector> {
    /// Each segment's result, by ordinal.
    fruits: Vec<Option<SegmentResult<C>>>,
    finished: usize,
}

/// What a helper runs: a job of any collector.
trait Work: Send + Sync {
    fn work(&self);
}

impl<C: Collector + 'static> Job<C> {
    /// Takes the next segment and keeps its result (a panic as an error: the asking thread must
    /// never wait for a segment nobody will finish); its documents, or `None` when none is left.
    fn take_one(&self) -> Option<u32> {
        let i = self.next.fetch_add(1, Ordering::Relaxed);
        let &ord = self.order.get(i)?;
        let reader = self.searcher.segment_reader(ord);
        let fruit = catch_unwind(AssertUnwindSafe(|| {
            self.collector
                .collect_segment(self.weight.as_ref(), ord, reader)
        }))
        .unwrap_or_else(|p| Err(panicked(p.as_ref())));
        let mut done = self.done.lock().unwrap_or_else(|e| e.into_inner());
        done.fruits[ord as usize] = Some(fruit);
        done.finished += 1;
        if done.finished == self.order.len() {
            self.all_done.notify_all();
        }
        Some(reader.max_doc())
    }
}

impl<C: Collector + 'static> Work for Job<C> {
    /// Takes segments until none is left.
    fn work(&self) {
        while self.take_one().is_some() {}
    }
}

fn panicked(p: &(dyn Any + Send)) -> TantivyError {
    let what = p
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    TantivyError::InternalError(format!("a segment's search panicked: {what}"))
}

/// The helper threads: each takes the jobs sent to it, in turn.
struct Helpers {
    senders: Vec<Mutex<mpsc::Sender<Arc<dyn Work>>>>,
}

impl Helpers {
    /// `n` helper threads (none when `n` is 0).
    fn start(n: usize) -> std::io::Result<Self> {
        let mut senders = Vec::with_capacity(n);
        for i in 0..n {
            let (tx, rx) = mpsc::channel::<Arc<dyn Work>>();
            std::thread::Builder::new()
                .name(format!("ks-search-{i}"))
                .spawn(move || {
                    while let Ok(job) = rx.recv() {
                        job.work();
                    }
                })?;
            senders.push(Mutex::new(tx));
        }
        Ok(Self { senders })
    }

    fn offer(&self, job: &Arc<dyn Work>) {
        for s in &self.senders {
            // A helper that is gone leaves the work to the asking thread.
            let _ = s
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .send(job.clone());
        }
    }
}

/// The process's helpers: one for each core past the first (at most `MAX_HELPERS`).
fn helpers() -> Option<&'static Helpers> {
    static HELPERS: LazyLock<Option<Helpers>> = LazyLock::new(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let n = cores.saturating_sub(1).min(MAX_HELPERS);
        // Without threads (none could be started), each search uses one core, as tantivy's.
        Helpers::start(n).ok().filter(|_| n > 0)
    });
    HELPERS.as_ref()
}

/// The order in which a search takes segments of these sizes (their ordinals): a probe first,
/// the smallest segment of at least a `PROBE_SHARE` of the documents, which says soon whether
/// the search is long, so a long one is shared from its first large segment on (taken the
/// largest first, the asking thread did the first large segment alone, and 3 of the 4 large
/// segments at 1M: 2 each cut `sales executive`'s wait by a fifth). Not smaller: the last
/// commits leave segments of a few jobs, whose search is mostly its fixed cost. Then the largest
/// first, so the last segments taken are short.
fn take_order(sizes: &[u32]) -> Vec<u32> {
    let total: u64 = sizes.iter().map(|&n| u64::from(n)).sum();
    let mut order: Vec<u32> = (0..sizes.len() as u32).collect();
    order.sort_by_key(|&o| Reverse(sizes[o as usize]));
    if let Some(p) = order
        .iter()
        .rposition(|&o| u64::from(sizes[o as usize]) * PROBE_SHARE >= total)
    {
        let probe = order.remove(p);
        order.insert(0, probe);
    }
    order
}

/// `search`, shared with `helpers` as `when` says.
fn search_from<C>(
    searcher: &Searcher,
    query: &dyn Query,
    collector: C,
    when: Sharing,
    helpers: Option<&Helpers>,
) -> tantivy::Result<C::Fruit>
where
    C: Collector + 'static,
{
    let readers = searcher.segment_readers();
    let docs: u32 = readers.iter().map(|r| r.max_doc()).sum();
    let helpers = helpers.filter(|_| readers.len() > 1 && docs >= when.min_docs);
    let Some(helpers) = helpers else {
        return searcher.search(query, &collector);
    };
    // What tantivy's `Searcher::search` does before it collects the segments.
    let scoring = if collector.requires_scoring() {
        EnableScoring::enabled_from_searcher(searcher)
    } else {
        EnableScoring::disabled_from_searcher(searcher)
    };
    let weight = query.weight(scoring)?;
    collector.check_schema(searcher.schema())?;
    let order = take_order(&readers.iter().map(|r| r.max_doc()).collect::<Vec<_>>());
    let job = Arc::new(Job {
        searcher: searcher.clone(),
        weight,
        collector,
        done: Mutex::new(Done {
            fruits: (0..order.len()).map(|_| None).collect(),
            finished: 0,
        }),
        order,
        next: AtomicUsize::new(0),
        all_done: Condvar::new(),
    });
    // The asking thread takes the segments in `order`; once the ones it took (in at least a
    // `PROBE_PART` of `when.offer_after`) say the rest will take longer than
    // `when.offer_after`, the helpers are offered the rest too.
    let started = Instant::now();
    let trusted_after = (when.offer_after / PROBE_PART).as_nanos() as u64;
    let (mut taken, mut offered) = (0u64, false);
    while let Some(n) = job.take_one() {
        taken += u64::from(n);
        let left = u64::from(docs).saturating_sub(taken);
        if !offered && left > 0 && taken > 0 {
            let spent = started.elapsed().as_nanos() as u64;
            if spent >= trusted_after
                && spent.saturating_mul(left) / taken >= when.offer_after.as_nanos() as u64
            {
                helpers.offer(&(job.clone() as Arc<dyn Work>));
                offered = true;
            }
        }
    }
    let fruits = {
        let mut done = job.done.lock().unwrap_or_else(|e| e.into_inner());
        while done.finished < job.order.len() {
            done = job.all_done.wait(done).unwrap_or_else(|e| e.into_inner());
        }
        std::mem::take(&mut done.fruits)
    };
    let fruits = fruits
        .into_iter()
        .map(|f| f.expect("every segment was searched"))
        .collect::<tantivy::Result<Vec<_>>>()?;
    job.collector.merge_fruits(fruits)
}

#[cfg(test)]
mod tests {
    use std::{collections::HashSet, thread::ThreadId, time::Duration};

    use tantivy::{
        DocId, Index, IndexWriter, Score, SegmentOrdinal, SegmentReader, Term,
        collector::{Count, TopDocs},
        doc,
        query::{BooleanQuery, Occur, TermQuery},
        schema::{IndexRecordOption, STRING, Schema, TEXT},
    };

    use super::*;

    /// An index in memory with one segment per entry of `sizes`, of that many documents: each
    /// has the word "job", "even" or "odd", and a word that repeats by its number.
    fn searcher_of(sizes: &[u32]) -> (Searcher, tantivy::schema::Field) {
        let mut b = Schema::builder();
        let text = b.add_text_field("text", TEXT);
        let _id = b.add_text_field("id", STRING);
        let index = Index::create_in_ram(b.build());
        let mut writer: IndexWriter = index
            .writer_with_num_threads(1, 15_000_000)
            .expect("writer");
        for (s, &n) in sizes.iter().enumerate() {
            for i in 0..n {
                let parity = if i % 2 == 0 { "even" } else { "odd" };
                let words = format!("job {parity} {}", "w ".repeat(i as usize % 7 + s));
                writer.add_document(doc!(text => words)).expect("add");
            }
            writer.commit().expect("commit");
        }
        let searcher = index.reader().expect("reader").searcher();
        assert_eq!(searcher.segment_readers().len(), sizes.len());
        (searcher, text)
    }

    fn always() -> Sharing {
        Sharing {
            min_docs: 0,
            offer_after: Duration::ZERO,
        }
    }

    fn query(field: tantivy::schema::Field) -> BooleanQuery {
        let t = |w: &str| -> Box<dyn Query> {
            Box::new(TermQuery::new(
                Term::from_field_text(field, w),
                IndexRecordOption::WithFreqs,
            ))
        };
        BooleanQuery::new(vec![(Occur::Must, t("job")), (Occur::Should, t("w"))])
    }

    /// A collector that counts, after `delay` per segment, and says which threads collected.
    #[derive(Clone)]
    struct Slow {
        delay: Duration,
        panic_on: Option<SegmentOrdinal>,
    }

    struct SlowSegment {
        count: usize,
        thread: ThreadId,
    }

    impl Collector for Slow {
        type Fruit = (usize, HashSet<ThreadId>);
        type Child = SlowSegment;

        fn for_segment(
            &self,
            ord: SegmentOrdinal,
            _: &SegmentReader,
        ) -> tantivy::Result<SlowSegment> {
            assert_ne!(Some(ord), self.panic_on, "a segment that fails");
            std::thread::sleep(self.delay);
            Ok(SlowSegment {
                count: 0,
                thread: std::thread::current().id(),
            })
        }

        fn requires_scoring(&self) -> bool {
            false
        }

        fn merge_fruits(&self, parts: Vec<(usize, ThreadId)>) -> tantivy::Result<Self::Fruit> {
            Ok((
                parts.iter().map(|p| p.0).sum(),
                parts.iter().map(|p| p.1).collect(),
            ))
        }
    }

    impl SegmentCollector for SlowSegment {
        type Fruit = (usize, ThreadId);

        fn collect(&mut self, _: DocId, _: Score) {
            self.count += 1;
        }

        fn harvest(self) -> (usize, ThreadId) {
            (self.count, self.thread)
        }
    }

    #[test]
    fn a_shared_search_answers_as_one_thread_does() {
        let (searcher, text) = searcher_of(&[300, 1200, 40, 700, 5]);
        let helpers = Helpers::start(2).expect("helpers");
        let q = query(text);
        for _ in 0..20 {
            let top = || TopDocs::with_limit(50).order_by_score();
            let expected = searcher.search(&q, &(Count, top())).expect("search");
            let shared = search_from(&searcher, &q, (Count, top()), always(), Some(&helpers))
                .expect("shared");
            assert_eq!(shared.0, 2245);
            assert_eq!(shared, expected);
            // Page 2 of the same, from the second segment's scores on.
            let top = || TopDocs::with_limit(20).and_offset(20).order_by_score();
            assert_eq!(
                search_from(&searcher, &q, top(), always(), Some(&helpers)).expect("p2"),
                searcher.search(&q, &top()).expect("p2")
            );
        }
    }

    #[test]
    fn a_small_probe_is_taken_first_then_the_largest() {
        // 40 is the smallest of at least a 64th of the 2,245 documents; 5 is too small.
        assert_eq!(take_order(&[300, 1200, 40, 700, 5]), [2, 1, 3, 0, 4]);
        // Four large segments and the last commits' small ones (as at 1M after the lag runs).
        assert_eq!(
            take_order(&[215_944, 214_907, 27_972, 214_186, 73, 213_983, 1, 33_233]),
            [2, 0, 1, 3, 5, 7, 4, 6]
        );
        assert_eq!(take_order(&[7]), [0]);
        assert_eq!(take_order(&[]), Vec::<u32>::new());
    }

    #[test]
    fn a_long_search_is_split_and_a_short_one_is_not() {
        let (searcher, text) = searcher_of(&[10, 10, 10, 10, 10, 10]);
        let helpers = Helpers::start(1).expect("helpers");
        let q = query(text);
        let slow = Slow {
            delay: Duration::from_millis(30),
            panic_on: None,
        };
        let when = Sharing {
            min_docs: 0,
            offer_after: Duration::from_millis(20),
        };
        let (n, threads) =
            search_from(&searcher, &q, slow.clone(), when, Some(&helpers)).expect("search");
        assert_eq!(n, 60);
        assert_eq!(
            threads.len(),
            2,
            "the helper took segments of a long search"
        );
        // Expected to take less than `offer_after` in all: never offered.
        let quick = Slow {
            delay: Duration::ZERO,
            panic_on: None,
        };
        let when = Sharing {
            min_docs: 0,
            offer_after: Duration::from_secs(10),
        };
        let (n, threads) = search_from(&searcher, &q, quick, when, Some(&helpers)).expect("search");
        assert_eq!(n, 60);
        assert_eq!(threads, HashSet::from([std::thread::current().id()]));
        // A searcher below `min_docs` never is.
        let when = Sharing {
            min_docs: 61,
            offer_after: Duration::ZERO,
        };
        let (_, threads) = search_from(&searcher, &q, slow, when, Some(&helpers)).expect("search");
        assert_eq!(threads, HashSet::from([std::thread::current().id()]));
    }

    #[test]
    fn a_segment_that_panics_fails_the_search_and_the_helper_lives_on() {
        let (searcher, text) = searcher_of(&[10, 10, 10, 10]);
        let helpers = Helpers::start(1).expect("helpers");
        let q = query(text);
        for ord in 0..4 {
            let failing = Slow {
                delay: Duration::from_millis(5),
                panic_on: Some(ord),
            };
            let err = search_from(&searcher, &q, failing, always(), Some(&helpers))
                .expect_err("a segment panicked");
            assert!(err.to_string().contains("a segment that fails"), "{err}");
        }
        let fine = Slow {
            delay: Duration::from_millis(5),
            panic_on: None,
        };
        let (n, threads) =
            search_from(&searcher, &q, fine, always(), Some(&helpers)).expect("search");
        assert_eq!(n, 40);
        assert_eq!(threads.len(), 2, "the helper still takes segments");
    }
}
