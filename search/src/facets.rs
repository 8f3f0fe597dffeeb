//! Filter groups and their facet counts. A count within a group ignores that group's own
//! selection, so the panel shows what choosing another value would give; everything is counted
//! in one pass over the documents matching the keyword and location.

use std::{ops::Bound, sync::Arc};

use serde::Serialize;
use tantivy::{
    DocAddress, DocId, DocSet, Score, SegmentOrdinal, SegmentReader, TERMINATED, Term,
    collector::{Collector, SegmentCollector},
    columnar::Column,
    query::{BooleanQuery, Occur, Query, RangeQuery, Scorer, TermQuery, Weight},
    schema::IndexRecordOption,
};

use crate::{
    catalog,
    request::SearchRequest,
    rows::{self, SegmentRows},
    schema::Fields,
};

/// Monthly salary buckets of the salary facet: (label, from, to-exclusive).
pub const SALARY_BUCKETS: [(&str, i64, i64); 5] = [
    ("0-10000", 0, 10_000),
    ("10000-20000", 10_000, 20_000),
    ("20000-50000", 20_000, 50_000),
    ("50000-100000", 50_000, 100_000),
    ("100000+", 100_000, i64::MAX),
];

/// The selections of the facet groups.
#[derive(Clone, Debug, Default)]
pub struct GroupFilters {
    pub categories: Vec<String>,
    pub types: Vec<String>,
    pub work_modes: Vec<String>,
    /// Values a job's gender must have: Female → [Female, Both].
    pub genders: Vec<String>,
    pub blue_collar: Option<bool>,
    /// Monthly salary window, both ends inclusive; jobs without a salary never match it.
    pub salary: Option<(i64, i64)>,
}

impl GroupFilters {
    /// No group is filtered.
    pub fn is_empty(&self) -> bool {
        self.categories.is_empty()
            && self.types.is_empty()
            && self.work_modes.is_empty()
            && self.genders.is_empty()
            && self.blue_collar.is_none()
            && self.salary.is_none()
    }

    pub fn from_request(r: &SearchRequest) -> Self {
        let genders = match r.gender.as_deref() {
            Some("Female") => vec!["Female".into(), "Both".into()],
            Some("Male") => vec!["Male".into(), "Both".into()],
            _ => vec![],
        };
        let salary = match (r.min_salary, r.max_salary) {
            (None, None) => None,
            (lo, hi) => Some((lo.unwrap_or(0), hi.unwrap_or(i64::MAX))),
        };
        Self {
            categories: r.categories.clone(),
            types: r.types.clone(),
            work_modes: r.work_modes.clone(),
            genders,
            blue_collar: r.blue_collar,
            salary,
        }
    }

    /// The request's filters, and those the keyword said (`keyword::understand`) for the
    /// groups the request leaves open: the search and the alerts' percolator read a keyword
    /// alike.
    pub fn from_request_and_keyword(r: &SearchRequest, u: &crate::keyword::Understood) -> Self {
        let mut groups = Self::from_request(r);
        if u.remote && groups.work_modes.is_empty() {
            groups.work_modes = vec!["Remote".into()];
        }
        if let Some(m) = &u.work_mode
            && groups.work_modes.is_empty()
        {
            groups.work_modes = vec![m.clone()];
        }
        if let Some(t) = &u.job_type
            && groups.types.is_empty()
        {
            groups.types = vec![t.clone()];
        }
        if let Some(g) = &u.gender
            && groups.genders.is_empty()
        {
            groups.genders = vec![g.clone(), "Both".into()];
        }
        let (min, max) = (u.min_salary, u.max_salary);
        if groups.salary.is_none() && (min.is_some() || max.is_some()) {
            groups.salary = Some((min.unwrap_or(0), max.unwrap_or(i64::MAX)));
        }
        groups
    }

    /// One query per active group.
    pub fn queries(&self, f: &Fields) -> Vec<Box<dyn Query>> {
        let set = |field, values: &[String]| -> Option<Box<dyn Query>> {
            (!values.is_empty()).then(|| crate::clauses::any_term(field, values))
        };
        let mut out: Vec<Box<dyn Query>> = [
            set(f.category, &self.categories),
            set(f.job_type, &self.types),
            set(f.work_mode, &self.work_modes),
            set(f.gender, &self.genders),
        ]
        .into_iter()
        .flatten()
        .collect();
        if let Some(b) = self.blue_collar {
            out.push(Box::new(TermQuery::new(
                Term::from_field_u64(f.blue_collar, u64::from(b)),
                IndexRecordOption::Basic,
            )));
        }
        if let Some((lo, hi)) = self.salary {
            out.push(Box::new(BooleanQuery::new(vec![
                (
                    Occur::Must,
                    Box::new(TermQuery::new(
                        Term::from_field_u64(f.has_salary, 1),
                        IndexRecordOption::Basic,
                    )) as Box<dyn Query>,
                ),
                (
                    Occur::Must,
                    Box::new(RangeQuery::new(
                        Bound::Included(Term::from_field_i64(f.salary_max, lo)),
                        Bound::Unbounded,
                    )),
                ),
                (
                    Occur::Must,
                    Box::new(RangeQuery::new(
                        Bound::Unbounded,
                        Bound::Included(Term::from_field_i64(f.salary_min, hi)),
                    )),
                ),
            ])));
        }
        out
    }
}

// The values are the catalogue's own words: every search's reply has about 40 of them, and a
// string allocated for each was 1 % of an uncached search.
/// One value of a group and how many jobs choosing it would give.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FacetCount {
    pub value: &'static str,
    pub count: u64,
}

/// Counts per value of every filter group (`isBlueCollar` values are `Yes` and `No`; `salary`
/// values are the monthly buckets of `SALARY_BUCKETS`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Facets {
    pub category: Vec<FacetCount>,
    #[serde(rename = "type")]
    pub job_type: Vec<FacetCount>,
    pub work_mode: Vec<FacetCount>,
    pub gender: Vec<FacetCount>,
    pub is_blue_collar: Vec<FacetCount>,
    pub salary: Vec<FacetCount>,
}

/// Roughly the heap bytes of a set of facet counts (for the caches' bounds).
pub fn weigh(f: &Facets) -> usize {
    [
        &f.category,
        &f.job_type,
        &f.work_mode,
        &f.gender,
        &f.is_blue_collar,
        &f.salary,
    ]
    .iter()
    .flat_map(|g| g.iter())
    .map(std::mem::size_of_val)
    .sum()
}

const CATEGORY: usize = 0;
const TYPE: usize = 1;
const MODE: usize = 2;
const GENDER: usize = 3;
const BLUE: usize = 4;
const SALARY: usize = 5;
const GROUPS: usize = 6;

/// Matches read from the scorer before their rows are: enough to keep several memory loads
/// in flight.
const WINDOW: usize = 64;

/// The words of each string group, in the order of `rows::STRING_GROUPS`: a segment's
/// ordinals are counted by their word's place here (`SegmentRows::slots`).
pub const GROUP_WORDS: [&[&str]; 4] = [
    &catalog::CATEGORIES,
    &catalog::JOB_TYPES,
    &catalog::WORK_MODES,
    &catalog::GENDERS,
];

/// The most words a string group has (the categories).
const MAX_WORDS: usize = catalog::CATEGORIES.len();
const _: () = assert!(
    catalog::JOB_TYPES.len() <= MAX_WORDS
        && catalog::WORK_MODES.len() <= MAX_WORDS
        && catalog::GENDERS.len() <= MAX_WORDS
        && MAX_WORDS < rows::NO_SLOT as usize
);

/// Raw counts: string groups by the place of their word in `GROUP_WORDS`, blue by 0/1, salary
/// by bucket. Counts by word, not by the word's text: a search added each segment's counts
/// into maps keyed by a copy of each value's text, twice (segment, then merge), hundreds of
/// small allocations a search.
#[derive(Debug)]
pub struct RawCounts {
    strings: [[u64; MAX_WORDS]; 4],
    blue: [u64; 2],
    salary: [u64; SALARY_BUCKETS.len()],
}

impl Default for RawCounts {
    fn default() -> Self {
        Self {
            strings: [[0; MAX_WORDS]; 4],
            blue: [0; 2],
            salary: [0; SALARY_BUCKETS.len()],
        }
    }
}

/// The order of a page collected with the facets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageOrder {
    Score,
    /// A fast field, largest first (documents without a value last).
    I64Desc(&'static str),
    U64Desc(&'static str),
}

/// Which page to collect alongside the facets.
#[derive(Clone, Copy, Debug)]
pub struct PageSpec {
    pub order: PageOrder,
    pub offset: usize,
    pub limit: usize,
}

/// A sort key: the fast-field value, then the score; ties go to the lower document address.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Hit {
    value: i64,
    score: Score,
    segment: SegmentOrdinal,
    doc: DocId,
}

impl Eq for Hit {}

impl Ord for Hit {
    /// "Greater" is better: a higher value or score, then a lower address.
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        self.value
            .cmp(&o.value)
            .then(self.score.total_cmp(&o.score))
            .then((o.segment, o.doc).cmp(&(self.segment, self.doc)))
    }
}

impl PartialOrd for Hit {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

/// What one pass over the documents matching the keyword and location gives: the facet
/// counts, and the total and the page of the documents that pass every group filter, so a
/// search needs no second pass.
#[derive(Debug, Default)]
pub struct Collected {
    pub facets: Facets,
    pub total: usize,
    pub page: Vec<DocAddress>,
    /// The score of each document of `page` (0 when the page is ordered by a field).
    pub scores: Vec<Score>,
}

/// The collector of facet counts, the total and one page of the documents passing every filter.
pub struct FacetCollector {
    filters: GroupFilters,
    page: PageSpec,
}

impl FacetCollector {
    pub fn new(filters: GroupFilters, page: PageSpec) -> Self {
        Self { filters, page }
    }
}

/// The per-segment part of the page: the best `keep` hits so far, among at most twice as many
/// candidates. A full buffer keeps its best half (a selection, linear) and from then on takes
/// only hits better than the worst kept: a deep page (`keep` 1,000) costs no heap's
/// logarithmic sift per better hit, which was a fifth of a search for page 50.
struct SegmentPage {
    order: PageOrder,
    keep: usize,
    i64_col: Option<Column<i64>>,
    u64_col: Option<Column<u64>>,
    hits: Vec<Hit>,
    /// The worst hit kept by the last selection: a hit no better cannot be on the page.
    threshold: Option<Hit>,
}

pub struct FacetSegment {
    rows: Arc<SegmentRows>,
    /// Per string group: whether each ordinal of this segment is selected (None: group
    /// inactive).
    selected: [Option<Vec<bool>>; 4],
    /// Per string group: count per ordinal of this segment's dictionary.
    counts: [Vec<u64>; 4],
    filters: GroupFilters,
    raw: RawCounts,
    segment: SegmentOrdinal,
    total: usize,
    page: SegmentPage,
}

/// What a segment gives: its counts, how many documents passed every filter, its best hits.
pub struct SegmentFruit {
    raw: RawCounts,
    total: usize,
    hits: Vec<Hit>,
}

impl Collector for FacetCollector {
    type Fruit = Collected;
    type Child = FacetSegment;

    fn for_segment(
        &self,
        segment: SegmentOrdinal,
        seg: &SegmentReader,
    ) -> tantivy::Result<FacetSegment> {
        let rows = rows::of(seg)?;
        let wanted = [
            &self.filters.categories,
            &self.filters.types,
            &self.filters.work_modes,
            &self.filters.genders,
        ];
        let selected = std::array::from_fn(|g| {
            (!wanted[g].is_empty()).then(|| {
                rows.values[g]
                    .iter()
                    .map(|v| wanted[g].contains(v))
                    .collect()
            })
        });
        let counts = std::array::from_fn(|g| vec![0u64; rows.values[g].len()]);
        let ff = seg.fast_fields();
        Ok(FacetSegment {
            rows,
            selected,
            counts,
            filters: self.filters.clone(),
            raw: RawCounts::default(),
            segment,
            total: 0,
            page: SegmentPage {
                order: self.page.order,
                keep: self.page.offset + self.page.limit,
                i64_col: match self.page.order {
                    PageOrder::I64Desc(name) => Some(ff.i64(name)?),
                    _ => None,
                },
                u64_col: match self.page.order {
                    PageOrder::U64Desc(name) => Some(ff.u64(name)?),
                    _ => None,
                },
                hits: Vec::new(),
                threshold: None,
            },
        })
    }

    fn requires_scoring(&self) -> bool {
        self.page.order == PageOrder::Score
    }

    /// Walks the matches a window at a time: the rows of a window's documents are
    /// prefetched as the scorer reaches them and read after, so their cache misses overlap
    /// instead of stalling one after another (a search at 1M jobs reads a row per match,
    /// scattered over 12 MB: one miss each). A match is scored while the scorer is on it
    /// (when the page is by relevance); scoring only the matches that pass every filter,
    /// with a second scorer seeking to them, measured slower: it walks the postings twice.
    fn collect_segment(
        &self,
        weight: &dyn Weight,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentFruit> {
        let mut seg = self.for_segment(segment, reader)?;
        let mut scorer = weight.scorer(reader, 1.0)?;
        let alive = reader.alive_bitset();
        let scored = self.page.order == PageOrder::Score;
        let mut docs = [0 as DocId; WINDOW];
        let mut scores = [0.0 as Score; WINDOW];
        let mut doc = scorer.doc();
        while doc != TERMINATED {
            let mut n = 0;
            while n < WINDOW && doc != TERMINATED {
                if alive.is_none_or(|a| a.is_alive(doc)) {
                    seg.rows.prefetch(doc);
                    docs[n] = doc;
                    if scored {
                        scores[n] = scorer.score();
                    }
                    n += 1;
                }
                doc = scorer.advance();
            }
            for i in 0..n {
                seg.collect_with(docs[i], || scores[i]);
            }
        }
        Ok(seg.harvest())
    }

    fn merge_fruits(&self, parts: Vec<SegmentFruit>) -> tantivy::Result<Collected> {
        let mut all = RawCounts::default();
        let mut total = 0;
        let mut hits: Vec<Hit> = vec![];
        for part in parts {
            total += part.total;
            hits.extend(part.hits);
            let p = part.raw;
            for g in 0..4 {
                for (a, n) in all.strings[g].iter_mut().zip(p.strings[g]) {
                    *a += n;
                }
            }
            for i in 0..2 {
                all.blue[i] += p.blue[i];
            }
            for i in 0..SALARY_BUCKETS.len() {
                all.salary[i] += p.salary[i];
            }
        }
        hits.sort_unstable_by(|a, b| b.cmp(a));
        let (page, scores) = hits
            .into_iter()
            .skip(self.page.offset)
            .take(self.page.limit)
            .map(|h| (DocAddress::new(h.segment, h.doc), h.score))
            .unzip();
        Ok(Collected {
            facets: all.into_facets(),
            total,
            page,
            scores,
        })
    }
}

impl SegmentCollector for FacetSegment {
    type Fruit = SegmentFruit;

    fn collect(&mut self, doc: DocId, score: Score) {
        self.collect_with(doc, || score);
    }

    fn harvest(mut self) -> SegmentFruit {
        for g in 0..4 {
            for (ord, n) in self.counts[g].iter().enumerate().filter(|(_, n)| **n > 0) {
                if let Some(c) = self.rows.slots[g]
                    .get(ord)
                    .and_then(|slot| self.raw.strings[g].get_mut(usize::from(*slot)))
                {
                    *c += n;
                }
            }
        }
        SegmentFruit {
            raw: self.raw,
            total: self.total,
            hits: self.page.best(),
        }
    }
}

impl FacetSegment {
    /// Counts `doc` for the facets; if it passes every filter, counts it in the total and
    /// offers it to the page with the score `score` gives (asked for only then).
    fn collect_with(&mut self, doc: DocId, score: impl FnOnce() -> Score) {
        let Some(row) = self.rows.rows.get(doc as usize).copied() else {
            return;
        };
        let ords: [usize; 4] = std::array::from_fn(|g| usize::from(row.ord(g)));
        let salary = row.salary();
        let mut pass = [true; GROUPS];
        for g in 0..4 {
            if let Some(sel) = &self.selected[g] {
                pass[g] = sel.get(ords[g]).copied().unwrap_or(false);
            }
        }
        if let Some(b) = self.filters.blue_collar {
            pass[BLUE] = row.blue() == b;
        }
        if let Some((lo, hi)) = self.filters.salary {
            pass[SALARY] = salary.is_some_and(|(a, b)| b >= lo && a <= hi);
        }
        // A bit per failing group: a document counts for group g when nothing but g fails.
        let failing: u8 = (0..GROUPS).filter(|&g| !pass[g]).fold(0, |m, g| m | 1 << g);
        if failing == 0 {
            self.total += 1;
            self.page.offer(self.segment, doc, score());
        }
        let counts_for = |g: usize| failing == 0 || failing == 1 << g;
        for (g, ord) in ords.iter().enumerate() {
            if counts_for(g)
                && let Some(n) = self.counts[g].get_mut(*ord)
            {
                *n += 1;
            }
        }
        if counts_for(BLUE) {
            self.raw.blue[usize::from(row.blue())] += 1;
        }
        if counts_for(SALARY)
            && let Some((a, b)) = salary
        {
            for (i, (_, from, to)) in SALARY_BUCKETS.iter().enumerate() {
                if b >= *from && a < *to {
                    self.raw.salary[i] += 1;
                }
            }
        }
    }
}

impl SegmentPage {
    fn offer(&mut self, segment: SegmentOrdinal, doc: DocId, score: Score) {
        if self.keep == 0 {
            return;
        }
        let (value, score) = match self.order {
            PageOrder::Score => (0, score),
            PageOrder::I64Desc(_) => (
                self.i64_col
                    .as_ref()
                    .and_then(|c| c.first(doc))
                    .unwrap_or(i64::MIN),
                0.0,
            ),
            PageOrder::U64Desc(_) => (
                self.u64_col
                    .as_ref()
                    .and_then(|c| c.first(doc))
                    .map_or(i64::MIN, |v| v.min(i64::MAX as u64) as i64),
                0.0,
            ),
        };
        let hit = Hit {
            value,
            score,
            segment,
            doc,
        };
        if self.threshold.is_some_and(|t| hit <= t) {
            return;
        }
        self.hits.push(hit);
        if self.hits.len() >= 2 * self.keep {
            self.select();
        }
    }

    /// Keeps the best `keep` hits, the worst of them as the threshold.
    fn select(&mut self) {
        if self.hits.len() > self.keep {
            self.hits
                .select_nth_unstable_by(self.keep - 1, |a, b| b.cmp(a));
            self.hits.truncate(self.keep);
            // The selection put the worst of the best `keep` last.
            self.threshold = self.hits.last().copied();
        }
    }

    /// The best `keep` hits, in no order.
    fn best(mut self) -> Vec<Hit> {
        self.select();
        self.hits
    }
}

impl RawCounts {
    fn into_facets(self) -> Facets {
        let list = |g: usize| -> Vec<FacetCount> {
            GROUP_WORDS[g]
                .iter()
                .zip(self.strings[g])
                .map(|(v, count)| FacetCount { value: v, count })
                .collect()
        };
        let gender = |w: &str| {
            GROUP_WORDS[GENDER]
                .iter()
                .position(|v| *v == w)
                .map_or(0, |i| self.strings[GENDER][i])
        };
        let both = gender("Both");
        Facets {
            category: list(CATEGORY),
            job_type: list(TYPE),
            work_mode: list(MODE),
            gender: vec![
                FacetCount {
                    value: "Female",
                    count: gender("Female") + both,
                },
                FacetCount {
                    value: "Male",
                    count: gender("Male") + both,
                },
            ],
            is_blue_collar: vec![
                FacetCount {
                    value: "Yes",
                    count: self.blue[1],
                },
                FacetCount {
                    value: "No",
                    count: self.blue[0],
                },
            ],
            salary: SALARY_BUCKETS
                .iter()
                .zip(self.salary)
                .map(|((label, _, _), count)| FacetCount {
                    value: label,
                    count,
                })
                .collect(),
        }
    }
}
