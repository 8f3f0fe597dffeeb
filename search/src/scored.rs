//! A query that matches on one query and adds the scores of others: a keyword word matches and
//! is scored on the weighted catch-all field, and the title's own score is added; a synonym
//! group matches on its indexed key and is scored by its phrases. The other queries are moved
//! to the document only when a score is asked for, so collectors that score only documents
//! passing every filter (the facet pass) never read their postings for the others.
//!
//! `AllClauses` is every clause of a keyword at once, adding a constant when the title has
//! every clause: it reads that from the title scorer each clause moves to the document anyway,
//! instead of a second query seeking the same title postings again.

use std::sync::{Arc, LazyLock, Mutex};

use tantivy::{
    DocId, DocSet, Score, SegmentReader, TERMINATED, Term,
    fieldnorm::FieldNormReader,
    index::SegmentId,
    postings::{Postings, SegmentPostings},
    query::{
        Bm25Weight, BoostQuery, EmptyScorer, EnableScoring, Explanation, Query, Scorer, TermQuery,
        Weight,
    },
    schema::IndexRecordOption,
};

use crate::cache::{Bounded, Size, Weigh};

/// Matches what `matcher` matches; scores the sum of `scorers` on those documents (plus the
/// matcher's own score when `matcher_scores`). Every document a scorer matches must be matched
/// by the matcher (a scorer is only asked about the matcher's documents).
#[derive(Debug)]
pub struct MatchThenScore {
    matcher: Box<dyn Query>,
    matcher_scores: bool,
    scorers: Vec<Box<dyn Query>>,
    /// Which of `scorers` matches exactly the jobs whose title has the clause
    /// (`clauses::title_all_query`'s terms of it), when one does (`titled`).
    title: Option<usize>,
}

impl Clone for MatchThenScore {
    fn clone(&self) -> Self {
        Self {
            matcher: self.matcher.box_clone(),
            matcher_scores: self.matcher_scores,
            scorers: self.scorers.iter().map(|q| q.box_clone()).collect(),
            title: self.title,
        }
    }
}

impl MatchThenScore {
    pub fn new(
        matcher: Box<dyn Query>,
        matcher_scores: bool,
        scorers: Vec<Box<dyn Query>>,
    ) -> Self {
        Self {
            matcher,
            matcher_scores,
            scorers,
            title: None,
        }
    }

    /// Marks `scorers[i]` as the one that matches exactly the jobs whose title has the clause.
    pub fn titled(mut self, i: usize) -> Self {
        debug_assert!(i < self.scorers.len());
        self.title = Some(i);
        self
    }

    fn concrete_weight(&self, scoring: EnableScoring<'_>) -> tantivy::Result<MatchThenScoreWeight> {
        let matcher = match scoring.searcher() {
            Some(s) if !self.matcher_scores => PartWeight::Any(
                self.matcher
                    .weight(EnableScoring::disabled_from_searcher(s))?,
            ),
            _ => PartWeight::of(self.matcher.as_ref(), scoring)?,
        };
        let scorers = if scoring.is_scoring_enabled() {
            self.scorers
                .iter()
                .map(|q| PartWeight::of(q.as_ref(), scoring))
                .collect::<tantivy::Result<_>>()?
        } else {
            Vec::new()
        };
        Ok(MatchThenScoreWeight {
            matcher,
            matcher_scores: self.matcher_scores && scoring.is_scoring_enabled(),
            scorers,
            title: self.title,
        })
    }
}

impl Query for MatchThenScore {
    fn weight(&self, scoring: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        Ok(Box::new(self.concrete_weight(scoring)?))
    }

    fn query_terms<'a>(&'a self, visitor: &mut dyn FnMut(&'a tantivy::Term, bool)) {
        self.matcher.query_terms(visitor);
    }
}

/// The score `weight` gives `doc` as an explanation named `what`; an error when it does not
/// match.
fn explained<W: Weight>(
    weight: &W,
    reader: &SegmentReader,
    doc: DocId,
    what: &'static str,
) -> tantivy::Result<Explanation> {
    let mut s = weight.scorer(reader, 1.0)?;
    if s.seek(doc) != doc {
        return Err(tantivy::TantivyError::InvalidArgument(format!(
            "document {doc} does not match"
        )));
    }
    Ok(Explanation::new(what, s.score()))
}

struct MatchThenScoreWeight {
    matcher: PartWeight,
    matcher_scores: bool,
    scorers: Vec<PartWeight>,
    title: Option<usize>,
}

impl MatchThenScoreWeight {
    fn concrete_scorer(
        &self,
        reader: &SegmentReader,
        boost: Score,
    ) -> tantivy::Result<MatchThenScoreScorer> {
        let matcher = self.matcher.scorer(reader, boost)?;
        let mut scorers = Vec::with_capacity(self.scorers.len());
        let mut title = None;
        for (i, w) in self.scorers.iter().enumerate() {
            let s = w.scorer(reader, boost)?;
            // A field without the word scores nothing: leave it out.
            if s.doc() != TERMINATED {
                if self.title == Some(i) {
                    title = Some(scorers.len());
                }
                scorers.push(s);
            }
        }
        Ok(MatchThenScoreScorer {
            matcher,
            matcher_scores: self.matcher_scores,
            scorers,
            title,
        })
    }
}

impl Weight for MatchThenScoreWeight {
    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        Ok(Box::new(self.concrete_scorer(reader, boost)?))
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        explained(self, reader, doc, "the matcher's and the scorers' scores")
    }

    fn count(&self, reader: &SegmentReader) -> tantivy::Result<u32> {
        self.matcher.count(reader)
    }
}

struct MatchThenScoreScorer {
    matcher: Part,
    matcher_scores: bool,
    scorers: Vec<Part>,
    /// Which of `scorers` holds the jobs whose title has the clause; none when the segment's
    /// titles lack it (or no scorer says).
    title: Option<usize>,
}

impl MatchThenScoreScorer {
    /// The score of the current document, and whether its title has the clause.
    fn score_and_title(&mut self) -> (Score, bool) {
        let doc = self.matcher.doc();
        let mut total = if self.matcher_scores {
            self.matcher.score()
        } else {
            0.0
        };
        let title_at = self.title.unwrap_or(usize::MAX);
        let mut title = false;
        for (i, s) in self.scorers.iter_mut().enumerate() {
            let mut d = s.doc();
            if d < doc {
                d = s.seek(doc);
            }
            if d == doc {
                total += s.score();
                title |= i == title_at;
            }
        }
        (total, title)
    }
}

impl DocSet for MatchThenScoreScorer {
    fn advance(&mut self) -> DocId {
        self.matcher.advance()
    }

    fn seek(&mut self, target: DocId) -> DocId {
        self.matcher.seek(target)
    }

    fn doc(&self) -> DocId {
        self.matcher.doc()
    }

    fn size_hint(&self) -> u32 {
        self.matcher.size_hint()
    }

    fn cost(&self) -> u64 {
        self.matcher.cost()
    }
}

impl Scorer for MatchThenScoreScorer {
    fn score(&mut self) -> Score {
        self.score_and_title().0
    }
}

/// A term of one field with its boost: what `BoostQuery::new(TermQuery::new(term,
/// WithFreqs), boost)` is (a plain `TermQuery` at boost 1), in a form `MatchThenScore` can
/// score without a `dyn Scorer` between it and the postings (`Part`). Anywhere else it is that
/// query.
#[derive(Clone, Debug)]
pub struct BoostedTerm {
    term: Term,
    boost: Score,
}

impl BoostedTerm {
    pub fn new(term: Term, boost: Score) -> Self {
        Self { term, boost }
    }
}

impl Query for BoostedTerm {
    fn weight(&self, scoring: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        let term = TermQuery::new(self.term.clone(), IndexRecordOption::WithFreqs);
        if self.boost == 1.0 {
            term.weight(scoring)
        } else {
            BoostQuery::new(Box::new(term), self.boost).weight(scoring)
        }
    }

    fn query_terms<'a>(&'a self, visitor: &mut dyn FnMut(&'a tantivy::Term, bool)) {
        visitor(&self.term, false);
    }
}

/// The weight of a part of a `MatchThenScore`: a scored `BoostedTerm` by value, anything else
/// as its own weight.
enum PartWeight {
    Term {
        term: Term,
        bm25: Bm25Weight,
        boost: Score,
    },
    Any(Box<dyn Weight>),
}

impl PartWeight {
    fn of(q: &dyn Query, scoring: EnableScoring<'_>) -> tantivy::Result<Self> {
        if let (
            Some(t),
            EnableScoring::Enabled {
                statistics_provider,
                ..
            },
        ) = (q.downcast_ref::<BoostedTerm>(), scoring)
        {
            // As `TermQuery::specialized_weight` with scoring.
            return Ok(Self::Term {
                term: t.term.clone(),
                bm25: Bm25Weight::for_terms(statistics_provider, std::slice::from_ref(&t.term))?,
                boost: t.boost,
            });
        }
        Ok(Self::Any(q.weight(scoring)?))
    }

    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Part> {
        let (term, bm25, own) = match self {
            Self::Any(w) => return Ok(Part::Any(w.scorer(reader, boost)?)),
            Self::Term { term, bm25, boost } => (term, bm25, *boost),
        };
        // As tantivy's `BoostWeight::scorer` over `TermWeight::specialized_scorer`, scoring:
        // the same postings, field norms and BM25 weight, boosted by the same product (`* 1.0`
        // is exact where no `BoostQuery` multiplied).
        let boost = boost * own;
        let index = reader.inverted_index(term.field())?;
        let Some(info) = index.get_term_info(term)? else {
            return Ok(Part::Any(Box::new(EmptyScorer)));
        };
        let postings = index.read_postings_from_terminfo(&info, IndexRecordOption::WithFreqs)?;
        let norms = match reader.fieldnorms_readers().get_field(term.field())? {
            Some(norms) => norms,
            None => FieldNormReader::constant(reader.max_doc(), 1),
        };
        Ok(Part::Term(Box::new(TermPart {
            postings,
            norms,
            bm25: bm25.boost_by(boost),
        })))
    }

    fn count(&self, reader: &SegmentReader) -> tantivy::Result<u32> {
        match self {
            Self::Any(w) => w.count(reader),
            // As tantivy's `Weight::count`.
            Self::Term { .. } => {
                let mut part = self.scorer(reader, 1.0)?;
                Ok(match reader.alive_bitset() {
                    Some(alive) => part.count(alive),
                    None => part.count_including_deleted(),
                })
            }
        }
    }
}

/// A term's postings scored by BM25, as tantivy's `TermScorer` (not public) scores them.
struct TermPart {
    postings: SegmentPostings,
    norms: FieldNormReader,
    bm25: Bm25Weight,
}

/// A part of a `MatchThenScore`'s scorer. The clause loops ask each part for its document, seek
/// it and score it for every match: a term's part is called directly (and inlined), where a
/// `dyn Scorer` cost a call through its table for each.
enum Part {
    Term(Box<TermPart>),
    Any(Box<dyn Scorer>),
}

impl DocSet for Part {
    #[inline]
    fn advance(&mut self) -> DocId {
        match self {
            Self::Term(t) => t.postings.advance(),
            Self::Any(s) => s.advance(),
        }
    }

    #[inline]
    fn seek(&mut self, target: DocId) -> DocId {
        match self {
            Self::Term(t) => t.postings.seek(target),
            Self::Any(s) => s.seek(target),
        }
    }

    #[inline]
    fn doc(&self) -> DocId {
        match self {
            Self::Term(t) => t.postings.doc(),
            Self::Any(s) => s.doc(),
        }
    }

    fn size_hint(&self) -> u32 {
        match self {
            Self::Term(t) => t.postings.size_hint(),
            Self::Any(s) => s.size_hint(),
        }
    }

    /// As `TermScorer`'s (the default: its size hint).
    fn cost(&self) -> u64 {
        match self {
            Self::Term(t) => t.postings.size_hint() as u64,
            Self::Any(s) => s.cost(),
        }
    }
}

impl Scorer for Part {
    #[inline]
    fn score(&mut self) -> Score {
        match self {
            Self::Term(t) => {
                let norm = t.norms.fieldnorm_id(t.postings.doc());
                t.bm25.score(norm, t.postings.term_freq())
            }
            Self::Any(s) => s.score(),
        }
    }
}

/// Every one of `clauses` (a keyword's), scored as a `BooleanQuery` of them as `Must` clauses
/// scores (the same sum, added in the same order), plus `bonus` on a job whose title has every
/// clause: what a `ConstScoreQuery` of `clauses::title_all_query` adds as an optional clause,
/// read from each clause's title scorer (`MatchThenScore::titled`) instead of seeking the
/// title postings a second time. Every clause must say which scorer is its title's
/// (`AllClauses::new` refuses otherwise).
#[derive(Clone, Debug)]
pub struct AllClauses {
    clauses: Vec<MatchThenScore>,
    bonus: Score,
    /// Added last: the score of each value of the job's title levels (`with_levels`).
    levels: Option<[Score; 32]>,
}

impl AllClauses {
    /// None unless every query is a `MatchThenScore` that knows its title's scorer.
    pub fn new(queries: &[Box<dyn Query>], bonus: Score) -> Option<Self> {
        let clauses = queries
            .iter()
            .map(|q| {
                q.downcast_ref::<MatchThenScore>()
                    .filter(|c| c.title.is_some())
                    .cloned()
            })
            .collect::<Option<Vec<_>>>()?;
        (!clauses.is_empty()).then_some(Self {
            clauses,
            bonus,
            levels: None,
        })
    }

    /// Adds the levels' ranking (`levels::level_table`) to each job's score, as an optional
    /// clause of it after this query would (the same sum: this query's score, then the level's),
    /// without a scorer of every document asked about each match.
    pub fn with_levels(mut self, table: [Score; 32]) -> Self {
        self.levels = Some(table);
        self
    }
}

impl Query for AllClauses {
    fn weight(&self, scoring: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        Ok(Box::new(AllClausesWeight {
            clauses: self
                .clauses
                .iter()
                .map(|c| c.concrete_weight(scoring))
                .collect::<tantivy::Result<_>>()?,
            bonus: if scoring.is_scoring_enabled() {
                self.bonus
            } else {
                0.0
            },
            levels: self.levels.filter(|_| scoring.is_scoring_enabled()),
        }))
    }

    fn query_terms<'a>(&'a self, visitor: &mut dyn FnMut(&'a tantivy::Term, bool)) {
        for c in &self.clauses {
            c.query_terms(visitor);
        }
    }
}

struct AllClausesWeight {
    clauses: Vec<MatchThenScoreWeight>,
    bonus: Score,
    levels: Option<[Score; 32]>,
}

impl Weight for AllClausesWeight {
    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        let mut clauses = Vec::with_capacity(self.clauses.len());
        for w in &self.clauses {
            let s = w.concrete_scorer(reader, boost)?;
            if s.doc() == TERMINATED {
                return Ok(Box::new(EmptyScorer));
            }
            clauses.push(s);
        }
        // As tantivy's intersection: the cheapest leads, and the sum is added in that order.
        clauses.sort_by_key(|s| s.cost());
        // A segment whose titles lack a clause has no title with every clause.
        let bonus = if clauses.iter().all(|c| c.title.is_some()) {
            self.bonus * boost
        } else {
            0.0
        };
        let levels = match self.levels {
            Some(table) => Some((crate::rows::of(reader)?, table)),
            None => None,
        };
        let mut scorer = AllClausesScorer {
            clauses,
            bonus,
            levels,
        };
        let first = scorer.clauses[0].doc();
        scorer.align(first);
        Ok(Box::new(scorer))
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        explained(
            self,
            reader,
            doc,
            "the clauses' scores, and the title's when it has every clause",
        )
    }
}

struct AllClausesScorer {
    /// Never empty; the cheapest first.
    clauses: Vec<MatchThenScoreScorer>,
    bonus: Score,
    /// The segment's title levels and the score of each value.
    levels: Option<(Arc<crate::rows::SegmentRows>, [Score; 32])>,
}

impl AllClausesScorer {
    /// Moves every clause to the first document they all match at or after `candidate`
    /// (the first clause is at `candidate` or before it).
    fn align(&mut self, mut candidate: DocId) -> DocId {
        'next: while candidate != TERMINATED {
            for c in &mut self.clauses {
                let mut d = c.doc();
                if d < candidate {
                    d = c.seek(candidate);
                }
                if d > candidate {
                    candidate = d;
                    continue 'next;
                }
            }
            return candidate;
        }
        self.clauses[0].seek(TERMINATED)
    }
}

impl DocSet for AllClausesScorer {
    fn advance(&mut self) -> DocId {
        let next = self.clauses[0].advance();
        if self.clauses.len() == 1 {
            return next;
        }
        self.align(next)
    }

    fn seek(&mut self, target: DocId) -> DocId {
        let doc = self.doc();
        if target <= doc {
            return doc;
        }
        if self.clauses.len() == 1 {
            return self.clauses[0].seek(target);
        }
        self.align(target)
    }

    fn doc(&self) -> DocId {
        self.clauses[0].doc()
    }

    fn size_hint(&self) -> u32 {
        self.clauses
            .iter()
            .map(|c| c.size_hint())
            .min()
            .unwrap_or(0)
    }

    fn cost(&self) -> u64 {
        self.clauses[0].cost()
    }
}

impl Scorer for AllClausesScorer {
    fn score(&mut self) -> Score {
        let score = self.clauses_score();
        match &self.levels {
            Some((rows, table)) => score + crate::levels::level_score(table, rows, self.doc()),
            None => score,
        }
    }
}

impl AllClausesScorer {
    fn clauses_score(&mut self) -> Score {
        let bonus = self.bonus;
        // tantivy's `Intersection::score`: the first two, then the sum of the others. One and
        // two clauses (most keywords) without the loop.
        match self.clauses.as_mut_slice() {
            [only] => {
                let (score, title) = only.score_and_title();
                if title { score + bonus } else { score }
            }
            [first, second] => {
                let (a, a_title) = first.score_and_title();
                let (b, b_title) = second.score_and_title();
                if a_title && b_title {
                    a + b + bonus
                } else {
                    a + b
                }
            }
            clauses => {
                let mut every_title = true;
                let (mut sum, mut others) = (0.0, 0.0);
                for (i, c) in clauses.iter_mut().enumerate() {
                    let (score, title) = c.score_and_title();
                    every_title &= title;
                    match i {
                        0 => sum = score,
                        1 => sum += score,
                        _ => others += score,
                    }
                }
                sum += others;
                if every_title { sum + bonus } else { sum }
            }
        }
    }
}

/// Jobs with any of `terms`, for a constraint that adds no score (a place: its cities and
/// states). A union that seeks each term's postings to the target, where tantivy's buffered
/// union of term queries fills a window of 4,096 documents on every seek beyond its last one:
/// asked about the keyword's matches one by one, with a place's jobs in dense runs (the index
/// is sorted by place), that filling was a fifth of a goal query.
///
/// Better still, a place's jobs in a segment are read once into runs of document ids (a few per
/// segment, the index being sorted by place), kept process-wide by segment and terms, and a
/// seek is then a comparison. Where the jobs are scattered (more than `MAX_RUNS` runs), the
/// union seeks the terms' postings.
#[derive(Clone, Debug)]
pub struct AnyTermFilter {
    terms: Vec<Term>,
    /// The terms as the runs' cache knows them (`RunsKey`), made once per query.
    key: Arc<[u8]>,
}

impl AnyTermFilter {
    pub fn new(terms: Vec<Term>) -> Self {
        let key = runs_key(&terms);
        Self { terms, key }
    }
}

impl Query for AnyTermFilter {
    fn weight(&self, _: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        Ok(Box::new(self.clone()))
    }

    fn query_terms<'a>(&'a self, visitor: &mut dyn FnMut(&'a Term, bool)) {
        for t in &self.terms {
            visitor(t, false);
        }
    }
}

impl AnyTermFilter {
    /// The union of the terms' postings in one segment.
    fn union(&self, reader: &SegmentReader) -> tantivy::Result<AnyTermScorer> {
        let mut postings = Vec::with_capacity(self.terms.len());
        for t in &self.terms {
            if let Some(p) = reader
                .inverted_index(t.field())?
                .read_postings(t, IndexRecordOption::Basic)?
                && p.doc() != TERMINATED
            {
                postings.push(p);
            }
        }
        let doc = postings.iter().map(|p| p.doc()).min().unwrap_or(TERMINATED);
        Ok(AnyTermScorer { postings, doc })
    }
}

impl Weight for AnyTermFilter {
    fn scorer(&self, reader: &SegmentReader, _boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        let key = RunsKey(reader.segment_id(), self.key.clone());
        if let Some(known) = RUNS.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
            return Ok(match known {
                SegmentRuns::Runs(runs) => Box::new(RunsScorer::new(runs)),
                SegmentRuns::Scattered => Box::new(self.union(reader)?),
            });
        }
        let union = self.union(reader)?;
        let (cost, size_hint) = (union.cost(), union.size_hint());
        let runs = Runs::collect(union, cost, size_hint).map(Arc::new);
        let kept = runs
            .clone()
            .map_or(SegmentRuns::Scattered, SegmentRuns::Runs);
        RUNS.lock()
            .unwrap_or_else(|e| e.into_inner())
            .put(key, kept);
        Ok(match runs {
            Some(runs) => Box::new(RunsScorer::new(runs)),
            None => Box::new(self.union(reader)?),
        })
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        explained(self, reader, doc, "a constraint: no score")
    }
}

struct AnyTermScorer {
    postings: Vec<SegmentPostings>,
    doc: DocId,
}

impl DocSet for AnyTermScorer {
    fn advance(&mut self) -> DocId {
        if self.doc == TERMINATED {
            return TERMINATED;
        }
        let mut next = TERMINATED;
        for p in &mut self.postings {
            let mut d = p.doc();
            if d <= self.doc {
                d = p.advance();
            }
            next = next.min(d);
        }
        self.doc = next;
        next
    }

    fn seek(&mut self, target: DocId) -> DocId {
        if target <= self.doc {
            return self.doc;
        }
        let mut next = TERMINATED;
        for p in &mut self.postings {
            let mut d = p.doc();
            if d < target {
                d = p.seek(target);
            }
            next = next.min(d);
        }
        self.doc = next;
        next
    }

    fn doc(&self) -> DocId {
        self.doc
    }

    fn size_hint(&self) -> u32 {
        self.postings.iter().map(|p| p.size_hint()).sum()
    }

    fn cost(&self) -> u64 {
        self.postings.iter().map(|p| p.cost()).sum()
    }
}

impl Scorer for AnyTermScorer {
    fn score(&mut self) -> Score {
        0.0
    }
}

/// Most runs one segment's jobs of a place are kept as (8 bytes each). More, and the jobs are
/// scattered (not the runs a place sorted index gives): the union seeks their postings instead.
const MAX_RUNS: usize = 4_096;

/// The bytes of place runs kept at most, for every segment and place together.
pub const RUNS_CACHE_BYTES: usize = 4 << 20;

/// The jobs of a place in each segment, kept until the least recently used go (a segment never
/// changes once written, and deleted jobs stay in its postings, so its runs stay true).
static RUNS: LazyLock<Mutex<Bounded<RunsKey, SegmentRuns>>> =
    LazyLock::new(|| Mutex::new(Bounded::new(RUNS_CACHE_BYTES)));

/// What the place-runs cache holds now (`index::CacheSizes::places`).
pub fn runs_cache_size() -> Size {
    RUNS.lock().unwrap_or_else(|e| e.into_inner()).size()
}

/// A segment and the terms of a place (`runs_key`).
#[derive(Clone, PartialEq, Eq, Hash)]
struct RunsKey(SegmentId, Arc<[u8]>);

/// Terms as one key: each as its field, its length and its bytes.
fn runs_key(terms: &[Term]) -> Arc<[u8]> {
    let mut bytes = Vec::new();
    for t in terms {
        let b = t.serialized_value_bytes();
        bytes.extend_from_slice(&t.field().field_id().to_le_bytes());
        bytes.extend_from_slice(&(b.len() as u32).to_le_bytes());
        bytes.extend_from_slice(b);
    }
    bytes.into()
}

impl Weigh for RunsKey {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>() + self.1.len()
    }
}

#[derive(Clone)]
enum SegmentRuns {
    Runs(Arc<Runs>),
    /// More than `MAX_RUNS`: not kept as runs.
    Scattered,
}

impl Weigh for SegmentRuns {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>()
            + match self {
                SegmentRuns::Runs(r) => std::mem::size_of::<Runs>() + r.runs.len() * 8,
                SegmentRuns::Scattered => 0,
            }
    }
}

/// A set of document ids as runs `[start, end)`, ascending and apart, with the cost and size
/// the union of postings it was read from reported (an intersection orders its parts by cost,
/// and the order in which it adds their scores must not change).
struct Runs {
    runs: Vec<(DocId, DocId)>,
    cost: u64,
    size_hint: u32,
}

impl Runs {
    /// The runs of `docs`, or `None` when they are more than `MAX_RUNS`.
    fn collect(mut docs: impl DocSet, cost: u64, size_hint: u32) -> Option<Runs> {
        let mut runs: Vec<(DocId, DocId)> = Vec::new();
        let mut doc = docs.doc();
        while doc != TERMINATED {
            match runs.last_mut() {
                Some(last) if last.1 == doc => last.1 = doc + 1,
                _ => {
                    if runs.len() == MAX_RUNS {
                        return None;
                    }
                    runs.push((doc, doc + 1));
                }
            }
            doc = docs.advance();
        }
        runs.shrink_to_fit();
        Some(Runs {
            runs,
            cost,
            size_hint,
        })
    }
}

/// The documents of `Runs`: a seek is a comparison while it stays in its run, a few more to
/// find the next.
struct RunsScorer {
    runs: Arc<Runs>,
    /// The run of `doc` (its index; `runs.len()` once terminated).
    at: usize,
    doc: DocId,
}

impl RunsScorer {
    fn new(runs: Arc<Runs>) -> Self {
        let doc = runs.runs.first().map_or(TERMINATED, |r| r.0);
        RunsScorer { runs, at: 0, doc }
    }
}

impl DocSet for RunsScorer {
    fn advance(&mut self) -> DocId {
        if self.doc == TERMINATED {
            return TERMINATED;
        }
        if self.doc + 1 < self.runs.runs[self.at].1 {
            self.doc += 1;
        } else {
            self.at += 1;
            self.doc = self.runs.runs.get(self.at).map_or(TERMINATED, |r| r.0);
        }
        self.doc
    }

    fn seek(&mut self, target: DocId) -> DocId {
        if target <= self.doc {
            return self.doc;
        }
        let runs = &self.runs.runs;
        if target >= runs[self.at].1 {
            // The first run that ends after the target, among those after this one.
            self.at += 1 + runs[self.at + 1..].partition_point(|r| r.1 <= target);
        }
        self.doc = runs.get(self.at).map_or(TERMINATED, |r| r.0.max(target));
        self.doc
    }

    fn doc(&self) -> DocId {
        self.doc
    }

    fn size_hint(&self) -> u32 {
        self.runs.size_hint
    }

    fn cost(&self) -> u64 {
        self.runs.cost
    }
}

impl Scorer for RunsScorer {
    fn score(&mut self) -> Score {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use tantivy::{
        DocAddress, Index, IndexWriter, Searcher, TantivyDocument, Term,
        collector::{Count, DocSetCollector, TopDocs},
        query::{BooleanQuery, BoostQuery, ConstScoreQuery, Occur, TermQuery},
        schema::{Field, IndexRecordOption, STORED, STRING, Schema, TEXT},
    };

    use super::*;

    /// An index in memory of `schema` with one segment per `segments` (its number given), each
    /// of `per` documents (`doc` of the segment and the document's number).
    fn searcher_of(
        schema: Schema,
        segments: u32,
        per: u32,
        doc: impl Fn(u32, u32) -> TantivyDocument,
    ) -> Searcher {
        let index = Index::create_in_ram(schema);
        let mut writer: IndexWriter = index
            .writer_with_num_threads(1, 15_000_000)
            .expect("writer");
        for segment in 0..segments {
            for n in 0..per {
                writer.add_document(doc(segment, n)).expect("add");
            }
            writer.commit().expect("commit");
        }
        let searcher = index.reader().expect("reader").searcher();
        assert_eq!(searcher.segment_readers().len(), segments as usize);
        searcher
    }

    fn term(field: Field, t: &str, opt: IndexRecordOption) -> Box<dyn Query> {
        Box::new(TermQuery::new(Term::from_field_text(field, t), opt))
    }

    /// Every job `q` finds, by address, with its score.
    fn scored(searcher: &tantivy::Searcher, q: &dyn Query) -> Vec<(DocAddress, Score)> {
        let mut hits = searcher
            .search(q, &TopDocs::with_limit(1000).order_by_score())
            .expect("search");
        hits.sort_by_key(|(_, a)| *a);
        hits.into_iter().map(|(s, a)| (a, s)).collect()
    }

    /// The fused query finds the jobs the conjunction of its clauses finds, each with the
    /// score the conjunction and the optional title clause it replaces gave, to the bit, for
    /// one, two and three clauses, with segments whose titles lack a clause; without scores it
    /// counts the same. Clauses of `BoostedTerm`s (scored without a `dyn Scorer`) score what
    /// clauses of `TermQuery`s and `BoostQuery`s score, alone and fused.
    #[test]
    fn all_clauses_scores_what_the_conjunction_and_the_title_clause_gave() {
        let mut schema = Schema::builder();
        let all = schema.add_text_field("all", TEXT);
        let title = schema.add_text_field("title", TEXT | STORED);
        let words = ["sales", "executive", "field", "manager", "driver"];
        // Three segments; the last has no title with "field".
        let searcher = searcher_of(schema.build(), 3, 200, |segment, n| {
            let pick = |k: u32| words[((n * (k + 3) + segment * 7 + k) % 5) as usize];
            let mut t = vec![pick(1), pick(2)];
            if segment == 2 {
                t.retain(|w| *w != "field");
            }
            let mut a = t.clone();
            a.extend([pick(4), pick(5), pick(6)]);
            if n % 3 == 0 {
                a.push(pick(7));
            }
            let mut doc = TantivyDocument::new();
            doc.add_text(title, t.join(" "));
            doc.add_text(all, a.join(" "));
            doc
        });
        let clause = |w: &str| -> Box<dyn Query> {
            Box::new(
                MatchThenScore::new(
                    term(all, w, IndexRecordOption::WithFreqs),
                    true,
                    vec![Box::new(BoostQuery::new(
                        term(title, w, IndexRecordOption::WithFreqs),
                        2.0,
                    ))],
                )
                .titled(0),
            )
        };
        let direct = |w: &str| -> Box<dyn Query> {
            let t = |field| Term::from_field_text(field, w);
            Box::new(
                MatchThenScore::new(
                    Box::new(BoostedTerm::new(t(all), 1.0)),
                    true,
                    vec![Box::new(BoostedTerm::new(t(title), 2.0))],
                )
                .titled(0),
            )
        };
        for w in words {
            let expected = scored(&searcher, clause(w).as_ref());
            assert!(!expected.is_empty(), "{w} finds jobs");
            assert_eq!(scored(&searcher, direct(w).as_ref()), expected, "{w}");
        }
        const BONUS: Score = 1.0e6;
        let keywords: [&[&str]; 4] = [
            &["sales"],
            &["sales", "executive"],
            &["field", "sales", "executive"],
            &["manager", "driver", "field"],
        ];
        let mut with_bonus = 0;
        for kw in keywords {
            let clauses: Vec<Box<dyn Query>> = kw.iter().map(|w| clause(w)).collect();
            let title_all = BooleanQuery::new(
                kw.iter()
                    .map(|w| (Occur::Must, term(title, w, IndexRecordOption::Basic)))
                    .collect(),
            );
            let before = BooleanQuery::new(vec![
                (
                    Occur::Must,
                    Box::new(BooleanQuery::new(
                        clauses
                            .iter()
                            .map(|c| (Occur::Must, c.box_clone()))
                            .collect(),
                    )) as Box<dyn Query>,
                ),
                (
                    Occur::Should,
                    Box::new(ConstScoreQuery::new(Box::new(title_all), BONUS)),
                ),
            ]);
            let fused = AllClauses::new(&clauses, BONUS).expect("every clause knows its title");
            let expected = scored(&searcher, &before);
            assert!(!expected.is_empty(), "{kw:?} finds jobs");
            assert_eq!(scored(&searcher, &fused), expected, "{kw:?}");
            let directs: Vec<Box<dyn Query>> = kw.iter().map(|w| direct(w)).collect();
            let fused_direct = AllClauses::new(&directs, BONUS).expect("titled");
            assert_eq!(scored(&searcher, &fused_direct), expected, "{kw:?}");
            with_bonus += expected.iter().filter(|(_, s)| *s >= BONUS).count();
            for q in [&fused, &fused_direct] {
                assert_eq!(
                    searcher.search(q, &Count).expect("count"),
                    expected.len(),
                    "{kw:?}"
                );
            }
        }
        assert!(with_bonus > 0, "some titles have every clause");
        // A clause that cannot say whether the title has it: no fused query.
        let plain: Box<dyn Query> = Box::new(MatchThenScore::new(
            term(all, "sales", IndexRecordOption::WithFreqs),
            true,
            vec![],
        ));
        assert!(AllClauses::new(&[clause("driver"), plain], BONUS).is_none());
    }

    /// The filter finds the jobs a union of term queries finds, alone (advancing) and asked
    /// about another query's matches (seeking), over segments where a term is missing.
    #[test]
    fn any_term_filter_finds_what_the_union_of_its_terms_finds() {
        let mut schema = Schema::builder();
        let city = schema.add_text_field("city", STRING);
        let words = schema.add_text_field("words", TEXT);
        let cities = ["Pune", "Mumbai", "Thane", "Nagpur", "Nashik"];
        let searcher = searcher_of(schema.build(), 3, 500, |segment, n| {
            let mut doc = TantivyDocument::new();
            // Runs of one city, as the index's sort by place makes them; no Nashik in the
            // second segment.
            let c = cities[((n / 40 + segment) % 5) as usize];
            if !(segment == 1 && c == "Nashik") {
                doc.add_text(city, c);
            }
            let w = if n % 7 == 0 || n % 11 == 3 {
                "driver"
            } else {
                "clerk"
            };
            doc.add_text(words, w);
            doc
        });
        let docs = |q: &dyn Query| -> Vec<DocAddress> {
            let mut d: Vec<_> = searcher
                .search(q, &DocSetCollector)
                .expect("search")
                .into_iter()
                .collect();
            d.sort();
            d
        };
        let driver = || term(words, "driver", IndexRecordOption::Basic);
        let sets: [&[&str]; 5] = [
            &["Pune"],
            &["Pune", "Thane"],
            &["Nashik", "Mumbai", "Nagpur"],
            &["Thane", "Thane"],
            &["Jaipur"],
        ];
        // Twice: the first reads each segment's runs, the second finds them kept.
        for set in sets.iter().chain(&sets) {
            let union = BooleanQuery::new(
                set.iter()
                    .map(|c| (Occur::Should, term(city, c, IndexRecordOption::Basic)))
                    .collect(),
            );
            let filter =
                AnyTermFilter::new(set.iter().map(|c| Term::from_field_text(city, c)).collect());
            assert_eq!(docs(&filter), docs(&union), "{set:?} alone");
            let with = |q: Box<dyn Query>| {
                BooleanQuery::new(vec![(Occur::Must, driver()), (Occur::Must, q)])
            };
            let expected = docs(&with(Box::new(union)));
            assert_eq!(
                docs(&with(Box::new(filter.clone()))),
                expected,
                "{set:?} sought"
            );
            assert_eq!(
                searcher.search(&filter, &Count).expect("count"),
                docs(&filter).len()
            );
            if *set != ["Jaipur"] {
                assert!(!expected.is_empty(), "{set:?} has drivers");
            }
        }
        let pune = [Term::from_field_text(city, "Pune")];
        for reader in searcher.segment_readers() {
            let kept = RUNS
                .lock()
                .expect("lock")
                .get(&RunsKey(reader.segment_id(), runs_key(&pune)));
            let Some(SegmentRuns::Runs(runs)) = kept else {
                panic!("Pune's runs are kept");
            };
            assert!(runs.runs.len() < 10, "{}", runs.runs.len());
        }
    }

    #[test]
    fn runs_advance_and_seek_as_the_documents_they_were_read_from() {
        /// Sorted document ids as a `DocSet` (tantivy's own is only in its tests).
        struct VecDocSet(Vec<DocId>, usize);
        impl VecDocSet {
            fn from(docs: Vec<DocId>) -> Self {
                VecDocSet(docs, 0)
            }
        }
        impl DocSet for VecDocSet {
            fn advance(&mut self) -> DocId {
                self.1 += 1;
                self.doc()
            }
            fn doc(&self) -> DocId {
                self.0.get(self.1).copied().unwrap_or(TERMINATED)
            }
            fn size_hint(&self) -> u32 {
                self.0.len() as u32
            }
        }
        // Runs long and short, one document alone, gaps of one and more.
        let docs: Vec<DocId> = (3..9)
            .chain([10, 12, 13])
            .chain(40..200)
            .chain([201, 500])
            .chain(1_000..1_003)
            .collect();
        let runs = Arc::new(Runs::collect(VecDocSet::from(docs.clone()), 7, 5).expect("runs"));
        assert_eq!(runs.runs.len(), 7);
        let mut all = RunsScorer::new(runs.clone());
        assert_eq!((all.cost(), all.size_hint()), (7, 5));
        let mut seen = vec![all.doc()];
        while all.advance() != TERMINATED {
            seen.push(all.doc());
        }
        assert_eq!(seen, docs);
        assert_eq!(all.advance(), TERMINATED);
        // Seeks of every stride from every start, checked against the documents.
        for stride in 1..60 {
            for first in 0..12 {
                let mut s = RunsScorer::new(runs.clone());
                let mut target = first;
                while target < 1_010 {
                    let expected = docs
                        .iter()
                        .copied()
                        .find(|&d| d >= target.max(s.doc()))
                        .unwrap_or(TERMINATED);
                    let expected = if target <= s.doc() { s.doc() } else { expected };
                    assert_eq!(s.seek(target), expected, "stride {stride}, target {target}");
                    assert_eq!(s.doc(), expected);
                    target += stride;
                }
                assert_eq!(s.seek(TERMINATED), TERMINATED);
            }
        }
        // Too many runs: not kept as runs.
        let scattered: Vec<DocId> = (0..2 * MAX_RUNS as u32 + 2).map(|d| 2 * d).collect();
        assert!(Runs::collect(VecDocSet::from(scattered), 1, 1).is_none());
        let empty = Runs::collect(VecDocSet::from(Vec::new()), 0, 0).expect("runs");
        assert_eq!(RunsScorer::new(Arc::new(empty)).doc(), TERMINATED);
    }

    #[test]
    fn a_place_whose_jobs_are_scattered_is_found_by_seeking_its_postings() {
        let mut schema = Schema::builder();
        let city = schema.add_text_field("city", STRING);
        let words = schema.add_text_field("words", TEXT);
        // Every other job in Agra: more runs than are kept.
        let per = 2 * MAX_RUNS as u32 + 10;
        let searcher = searcher_of(schema.build(), 1, per, |_, n| {
            let mut doc = TantivyDocument::new();
            doc.add_text(city, if n % 2 == 0 { "Agra" } else { "Kota" });
            doc.add_text(words, if n % 3 == 0 { "driver" } else { "clerk" });
            doc
        });
        let filter = AnyTermFilter::new(vec![Term::from_field_text(city, "Agra")]);
        let with = BooleanQuery::new(vec![
            (Occur::Must, term(words, "driver", IndexRecordOption::Basic)),
            (Occur::Must, Box::new(filter.clone()) as Box<dyn Query>),
        ]);
        // Twice: built, then known to be scattered.
        for _ in 0..2 {
            assert_eq!(
                searcher.search(&filter, &Count).expect("count"),
                per as usize / 2
            );
            assert_eq!(
                searcher.search(&with, &Count).expect("count"),
                (0..per).filter(|n| n % 6 == 0).count()
            );
        }
        let key = RunsKey(searcher.segment_reader(0).segment_id(), filter.key.clone());
        assert!(matches!(
            RUNS.lock().expect("lock").get(&key),
            Some(SegmentRuns::Scattered)
        ));
    }
}
