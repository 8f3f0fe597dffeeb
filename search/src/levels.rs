//! Levels of a role, read from titles and from the keyword: an intern's job, an executive's
//! (executive, associate, representative, officer), a manager's. Within what a search finds,
//! a title of the level the keyword asked for ranks first ("bde" is a business development
//! executive: sales executives before sales managers; "bdm" the other way), and an internship
//! follows the jobs unless the keyword asked for one ("hr executive" is not an HR intern's
//! search; "ca fresher" and "intern" are). Levels order a search; they never narrow it.

use tantivy::{
    Term,
    query::{BooleanQuery, ConstScoreQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
};

use crate::{schema::Fields, synonyms};

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

/// What levels add to a job's score (optional clauses of a ranked search): a title of the
/// asked level (a senior one only with a title of the role or its family, `role_title`), and
/// a job that is no internship unless one was asked for. None when they add nothing.
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
    } else if let Some(level) = asked {
        let mut q: Box<dyn Query> = level_title(f, level_group(level));
        if interns_follow {
            // "Business Development Intern" is no executive.
            q = Box::new(BooleanQuery::new(vec![
                (Occur::Must, q),
                (Occur::MustNot, level_title(f, synonyms::LEVEL_INTERN)),
            ]));
        }
        let score = if level == Level::Entry {
            ENTRY_LEVEL_SCORE
        } else {
            LEVEL_SCORE
        };
        out.push(Box::new(ConstScoreQuery::new(q, score)));
    }
    if interns_follow {
        out.push(Box::new(ConstScoreQuery::new(
            level_title(f, synonyms::LEVEL_INTERN),
            INTERN_SCORE,
        )));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asks(keyword: &str) -> Option<Level> {
        let words: Vec<String> = keyword.split(' ').map(str::to_string).collect();
        asked(&words, false, false)
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
