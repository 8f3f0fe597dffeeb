//! A query that matches on one query and adds the scores of others: a keyword word matches and
//! is scored on the weighted catch-all field, and the title's own score is added; a synonym
//! group matches on its indexed key and is scored by its phrases. The other queries are moved
//! to the document only when a score is asked for, so collectors that score only documents
//! passing every filter (the facet pass) never read their postings for the others.

use tantivy::{
    DocId, DocSet, Score, SegmentReader, TERMINATED,
    query::{EnableScoring, Explanation, Query, Scorer, Weight},
};

/// Matches what `matcher` matches; scores the sum of `scorers` on those documents (plus the
/// matcher's own score when `matcher_scores`). Every document a scorer matches must be matched
/// by the matcher (a scorer is only asked about the matcher's documents).
#[derive(Debug)]
pub struct MatchThenScore {
    matcher: Box<dyn Query>,
    matcher_scores: bool,
    scorers: Vec<Box<dyn Query>>,
}

impl Clone for MatchThenScore {
    fn clone(&self) -> Self {
        Self {
            matcher: self.matcher.box_clone(),
            matcher_scores: self.matcher_scores,
            scorers: self.scorers.iter().map(|q| q.box_clone()).collect(),
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
        }
    }
}

impl Query for MatchThenScore {
    fn weight(&self, scoring: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        let matcher = match scoring.searcher() {
            Some(s) if !self.matcher_scores => self
                .matcher
                .weight(EnableScoring::disabled_from_searcher(s))?,
            _ => self.matcher.weight(scoring)?,
        };
        let scorers = if scoring.is_scoring_enabled() {
            self.scorers
                .iter()
                .map(|q| q.weight(scoring))
                .collect::<tantivy::Result<_>>()?
        } else {
            Vec::new()
        };
        Ok(Box::new(MatchThenScoreWeight {
            matcher,
            matcher_scores: self.matcher_scores && scoring.is_scoring_enabled(),
            scorers,
        }))
    }

    fn query_terms<'a>(&'a self, visitor: &mut dyn FnMut(&'a tantivy::Term, bool)) {
        self.matcher.query_terms(visitor);
    }
}

struct MatchThenScoreWeight {
    matcher: Box<dyn Weight>,
    matcher_scores: bool,
    scorers: Vec<Box<dyn Weight>>,
}

impl Weight for MatchThenScoreWeight {
    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        let matcher = self.matcher.scorer(reader, boost)?;
        let mut scorers = Vec::with_capacity(self.scorers.len());
        for w in &self.scorers {
            let s = w.scorer(reader, boost)?;
            // A field without the word scores nothing: leave it out.
            if s.doc() != TERMINATED {
                scorers.push(s);
            }
        }
        Ok(Box::new(MatchThenScoreScorer {
            matcher,
            matcher_scores: self.matcher_scores,
            scorers,
        }))
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        let mut s = self.scorer(reader, 1.0)?;
        if s.seek(doc) != doc {
            return Err(tantivy::TantivyError::InvalidArgument(format!(
                "document {doc} does not match"
            )));
        }
        Ok(Explanation::new(
            "the matcher's and the scorers' scores",
            s.score(),
        ))
    }

    fn count(&self, reader: &SegmentReader) -> tantivy::Result<u32> {
        self.matcher.count(reader)
    }
}

struct MatchThenScoreScorer {
    matcher: Box<dyn Scorer>,
    matcher_scores: bool,
    scorers: Vec<Box<dyn Scorer>>,
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
        let doc = self.matcher.doc();
        let mut total = if self.matcher_scores {
            self.matcher.score()
        } else {
            0.0
        };
        for s in &mut self.scorers {
            let mut d = s.doc();
            if d < doc {
                d = s.seek(doc);
            }
            if d == doc {
                total += s.score();
            }
        }
        total
    }
}
