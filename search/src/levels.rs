//! Levels of a role, read from titles and from the keyword: an intern's job, an executive's
//! (executive, associate, representative, officer), a manager's. Within what a search finds,
//! a title of the level the keyword asked for ranks first ("bde" is a business development
//! executive: sales executives before sales managers; "bdm" the other way), and an internship
//! follows the jobs unless the keyword asked for one ("hr executive" is not an HR intern's
//! search; "ca fresher" and "intern" are). Levels order a search; they never narrow it.

use std::sync::Arc;

use tantivy::{
    DocId, DocSet, Score, SegmentReader, TERMINATED, Term,
    query::{
        BooleanQuery, ConstScoreQuery, EnableScoring, Explanation, Occur, Query, Scorer, TermQuery,
        Weight,
    },
    schema::IndexRecordOption,
};

use crate::{
    rows,
    schema::{Fields, names},
    synonyms,
};

/// The level a keyword asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Level {
    /// Interns, trainees, apprentices, freshers.
    Entry,
    /// Executives, associates, representatives, officers.
    Staff,
    /// Managers, leads, heads.
    Manager,
    /// Senior posts: senior, staff, principal, lead, director.
    Senior,
}

/// What a level adds to a title of that level: above the tiers' constants added up (a sales
/// executive of the family tier ranks above a sales manager whose description said "business
/// development", for "bde"), below a title's match (`search::execute`).
pub(crate) const LEVEL_SCORE: f32 = 1.0e4;

/// What the entry level adds when the keyword asks for it: a fresher cannot take a manager's
/// job, so a trainee's post found by its description ranks above a title of the role's family
/// (`search::tiers`' family constant), still below a title of the role itself.
pub(crate) const ENTRY_LEVEL_SCORE: f32 = 3.0e4;

/// What a senior post of the role or its family adds when the keyword said "senior": above a
/// title with every word of the keyword (`search::execute`) and every tier.
const SENIOR_SCORE: f32 = 2.0e6;

/// What an internship's title adds when the keyword did not ask for one: below zero, so it
/// follows the jobs. (A bonus for every other job would read the whole index: a union that
/// holds "all jobs but interns" walks every document, 6x the time of a keyword search at a
/// million jobs.)
const INTERN_SCORE: f32 = -LEVEL_SCORE;

/// The level of a phrase: its first word of a level, the entry level first.
fn phrase_level(words: &[&str]) -> Option<Level> {
    // A word of a level group (`synonyms::LEVEL_*`, whose phrases are "~word").
    let has = |group: &[&str]| {
        words
            .iter()
            .any(|w| group.iter().any(|p| p.strip_prefix('~') == Some(w)))
    };
    if has(synonyms::LEVEL_ENTRY) {
        Some(Level::Entry)
    } else if has(synonyms::LEVEL_MANAGER) {
        Some(Level::Manager)
    } else if has(synonyms::LEVEL_STAFF) {
        Some(Level::Staff)
    } else {
        None
    }
}

/// The level the keyword's words ask for: a word of a level ("hr executive"), else what an
/// abbreviation stands for ("bde": business development executive, the level its phrases
/// agree on); a role named in full asks for none ("business development", "receptionist").
/// The entry level when the keyword said "fresher" as filler, or asks for it at all; a senior
/// post when it said "senior" with a role (`keyword::Understood::senior`).
pub(crate) fn asked(words: &[String], freshers: bool, senior: bool) -> Option<Level> {
    let mut found: Vec<Level> = Vec::new();
    if freshers {
        found.push(Level::Entry);
    }
    if senior {
        found.push(Level::Senior);
    }
    for w in words {
        if let Some(l) = phrase_level(&[w.as_str()]) {
            found.push(l);
            continue;
        }
        let Some((1, g)) = synonyms::match_at(std::slice::from_ref(w), 0) else {
            continue;
        };
        if !is_abbreviation(g) {
            continue;
        }
        let named: Vec<Level> = synonyms::typed_phrases(g)
            .filter_map(|p| phrase_level(&p.split(' ').collect::<Vec<_>>()))
            .collect();
        if let Some(l) = named.first()
            && named.iter().all(|x| x == l)
        {
            found.push(*l);
        }
    }
    for first in [Level::Entry, Level::Senior] {
        if found.contains(&first) {
            return Some(first);
        }
    }
    found.first().copied()
}

/// Whether a group is an abbreviation's: its first phrase one short word ("bde", "kam").
fn is_abbreviation(g: usize) -> bool {
    synonyms::typed_phrases(g)
        .next()
        .is_some_and(|p| !p.contains(' ') && p.len() <= 4)
}

/// Jobs whose title has a word of a level (`synonyms::LEVEL_*`): one term, the level group's
/// key, which the analyzer puts where such a word is (a union of the words' terms would walk
/// all their postings on every search).
fn level_title(f: &Fields, group: &[&str]) -> Box<dyn Query> {
    Box::new(TermQuery::new(
        Term::from_field_text(f.title, &synonyms::group_key(synonyms::group_index(group))),
        IndexRecordOption::Basic,
    ))
}

fn level_group(level: Level) -> &'static [&'static str] {
    match level {
        Level::Entry => synonyms::LEVEL_ENTRY,
        Level::Staff => synonyms::LEVEL_STAFF,
        Level::Manager => synonyms::LEVEL_MANAGER,
        Level::Senior => synonyms::LEVEL_SENIOR,
    }
}

/// A senior post whose title has the role or its family (`role_title`).
fn senior_title(f: &Fields, role_title: Box<dyn Query>) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(vec![
        (Occur::Must, level_title(f, synonyms::LEVEL_SENIOR)),
        (Occur::Must, role_title),
    ]))
}

/// What a senior post of the role or its family adds when the keyword said "senior": it ranks
/// above the role's titles without seniority, whatever their tiers ("Lead C++ Developer"
/// before "Software Engineer" for a senior software engineer), since "senior" asks for
/// seniority as much as for the role; with tiers, the role's senior posts are the exact
/// matches that lead. None for another level.
pub(crate) fn senior_first(
    f: &Fields,
    asked: Option<Level>,
    role_title: Option<Box<dyn Query>>,
) -> Option<Box<dyn Query>> {
    (asked == Some(Level::Senior)).then_some(())?;
    Some(Box::new(ConstScoreQuery::new(
        senior_title(f, role_title?),
        SENIOR_SCORE,
    )))
}

/// What levels add to a job's score (optional clauses of a ranked search): a title of the
/// asked level (a senior one only with a title of the role or its family, `role_title`), and
/// a job that is no internship unless one was asked for. None when they add nothing.
pub(crate) fn ranking(
    f: &Fields,
    asked: Option<Level>,
    internships_wanted: bool,
    role_title: Option<Box<dyn Query>>,
) -> Vec<Box<dyn Query>> {
    let mut out: Vec<Box<dyn Query>> = Vec::new();
    let interns_follow = !internships_wanted && asked != Some(Level::Entry);
    if asked == Some(Level::Senior) {
        // Within a tier, a senior post of the role or its family first.
        if let Some(role) = role_title {
            out.push(Box::new(ConstScoreQuery::new(
                senior_title(f, role),
                LEVEL_SCORE,
            )));
        }
    }
    let rank = TitleLevelRank {
        asked: asked.filter(|l| *l != Level::Senior),
        interns_follow,
    };
    if rank.asked.is_some() || rank.interns_follow {
        out.push(Box::new(rank));
    }
    out
}

/// The scores of every value of a job's title levels, when `q` is the levels' ranking
/// (`ranking`'s last query): for a query that adds it itself (`scored::AllClauses::with_levels`).
pub(crate) fn level_table(q: &dyn Query) -> Option<[Score; 32]> {
    q.downcast_ref::<TitleLevelRank>().map(|r| r.table())
}

/// What the levels' ranking (its `table`) gives document `doc` of the segment of `rows`.
#[inline]
pub(crate) fn level_score(table: &[Score; 32], rows: &rows::SegmentRows, doc: DocId) -> Score {
    let bits = rows.title_levels.get(doc as usize).copied().unwrap_or(0);
    table[usize::from(bits & 31)]
}

/// The bit of each level in a document's title levels (`title_levels`). None for a senior post:
/// it ranks by its role's title too (`senior_title`), which a byte per job cannot hold.
const fn level_bit(level: Level) -> u8 {
    match level {
        Level::Entry => 1,
        Level::Staff => 2,
        Level::Manager => 4,
        Level::Senior => 0,
    }
}

/// The bit of an intern's title in a document's title levels.
const INTERN_BIT: u8 = 16;

/// Every document's title levels in one segment, a byte each (`level_bit`, `INTERN_BIT`): read
/// once from the postings of the level groups' keys in the title, kept with the segment's
/// facet rows (`rows::SegmentRows`). A ranked search then looks a byte up per match instead of
/// seeking three posting lists (which cost a search for `manager` at a million jobs 40 % of
/// its time).
pub(crate) fn title_levels(reader: &SegmentReader) -> tantivy::Result<Vec<u8>> {
    let mut out = vec![0u8; reader.max_doc() as usize];
    let title = reader.schema().get_field(names::TITLE)?;
    let inverted = reader.inverted_index(title)?;
    let levels =
        [Level::Entry, Level::Staff, Level::Manager].map(|l| (level_group(l), level_bit(l)));
    for (group, bit) in levels
        .into_iter()
        .chain([(synonyms::LEVEL_INTERN, INTERN_BIT)])
    {
        let key = synonyms::group_key(synonyms::group_index(group));
        let term = Term::from_field_text(title, &key);
        let Some(mut postings) = inverted.read_postings(&term, IndexRecordOption::Basic)? else {
            continue;
        };
        let mut doc = postings.doc();
        while doc != TERMINATED {
            if let Some(b) = out.get_mut(doc as usize) {
                *b |= bit;
            }
            doc = postings.advance();
        }
    }
    Ok(out)
}

/// The levels' constants on the title levels of a job (`title_levels`): the asked level's
/// (Entry, Staff or Manager; not for an intern's post when internships follow), or, when
/// internships follow the jobs, an intern's negative one. A job gets one of the two at most,
/// so the sum of the ranked search is the one the two constant clauses gave.
#[derive(Clone, Copy, Debug)]
struct TitleLevelRank {
    asked: Option<Level>,
    interns_follow: bool,
}

impl TitleLevelRank {
    /// What a job with the title levels `bits` gets.
    fn score(self, bits: u8) -> Score {
        let intern = self.interns_follow && bits & INTERN_BIT != 0;
        match self.asked {
            Some(l) if bits & level_bit(l) != 0 && !intern => {
                if l == Level::Entry {
                    ENTRY_LEVEL_SCORE
                } else {
                    LEVEL_SCORE
                }
            }
            _ if intern => INTERN_SCORE,
            _ => 0.0,
        }
    }

    /// The score of every value of the title levels.
    fn table(self) -> [Score; 32] {
        std::array::from_fn(|bits| self.score(bits as u8))
    }
}

impl Query for TitleLevelRank {
    fn weight(&self, _: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        Ok(Box::new(*self))
    }
}

impl Weight for TitleLevelRank {
    fn scorer(&self, reader: &SegmentReader, _boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        Ok(Box::new(TitleLevelScorer {
            rows: rows::of(reader)?,
            table: self.table(),
            doc: 0,
            max_doc: reader.max_doc(),
        }))
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        let rows = rows::of(reader)?;
        Ok(Explanation::new(
            "the title's level",
            level_score(&self.table(), &rows, doc),
        ))
    }
}

/// Every document of a segment, scored by its title levels: asked about a document (as an
/// optional clause is), it answers with a look-up.
struct TitleLevelScorer {
    rows: Arc<rows::SegmentRows>,
    table: [Score; 32],
    doc: DocId,
    max_doc: DocId,
}

impl DocSet for TitleLevelScorer {
    fn advance(&mut self) -> DocId {
        self.seek(self.doc.saturating_add(1))
    }

    fn seek(&mut self, target: DocId) -> DocId {
        self.doc = if target < self.max_doc {
            target
        } else {
            TERMINATED
        };
        self.doc
    }

    fn doc(&self) -> DocId {
        if self.max_doc == 0 {
            TERMINATED
        } else {
            self.doc
        }
    }

    fn size_hint(&self) -> u32 {
        self.max_doc
    }
}

impl Scorer for TitleLevelScorer {
    fn score(&mut self) -> Score {
        level_score(&self.table, &self.rows, self.doc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asks(keyword: &str) -> Option<Level> {
        let words: Vec<String> = keyword.split(' ').map(str::to_string).collect();
        asked(&words, false, false)
    }

    /// The one look-up gives what the two constant clauses it replaced added up to: the asked
    /// level's title (not an intern's when internships follow), and an intern's title when
    /// they follow.
    #[test]
    fn a_title_level_scores_what_the_two_clauses_added() {
        let levels = [
            None,
            Some(Level::Entry),
            Some(Level::Staff),
            Some(Level::Manager),
        ];
        for asked in levels {
            for interns_follow in [false, true] {
                let rank = TitleLevelRank {
                    asked,
                    interns_follow,
                };
                for bits in 0u8..32 {
                    let intern = bits & INTERN_BIT != 0;
                    let mut sum = 0.0;
                    if let Some(l) = asked
                        && bits & level_bit(l) != 0
                        && !(interns_follow && intern)
                    {
                        sum += if l == Level::Entry {
                            ENTRY_LEVEL_SCORE
                        } else {
                            LEVEL_SCORE
                        };
                    }
                    if interns_follow && intern {
                        sum += INTERN_SCORE;
                    }
                    assert_eq!(
                        rank.score(bits),
                        sum,
                        "{asked:?} {interns_follow} {bits:#b}"
                    );
                    assert_eq!(rank.table()[usize::from(bits)], sum);
                }
            }
        }
    }

    #[test]
    fn abbreviations_and_level_words_ask_for_a_level() {
        assert_eq!(asks("bde"), Some(Level::Staff));
        assert_eq!(asks("bdm"), Some(Level::Manager));
        assert_eq!(asks("hr"), None);
        assert_eq!(asks("business development"), None);
        assert_eq!(asks("receptionist"), None);
        assert_eq!(asks("hr executive"), Some(Level::Staff));
        assert_eq!(asks("key account manager"), Some(Level::Manager));
        assert_eq!(asks("intern"), Some(Level::Entry));
        assert_eq!(asks("junior sales executive"), Some(Level::Staff));
        assert_eq!(asked(&["ca".to_string()], true, false), Some(Level::Entry));
        assert_eq!(
            asked(&["manager".to_string()], false, true),
            Some(Level::Senior)
        );
    }
}
