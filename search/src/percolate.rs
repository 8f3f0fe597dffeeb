//! Search run backwards: the saved searches of job alerts compiled into an inverted index, so a
//! job that goes live is matched against every alert at once (a percolator), not by running
//! each alert as a search.
//!
//! An alert is read the way the search box reads its request (`keyword`: salary and filter
//! words, filler, a place typed in the keyword; the clauses of its words, synonym groups and
//! misspelt table words included) and compiled to what the strict search tests on a document:
//! every clause must have one of its terms among the job's catch-all terms (the same analyzer
//! that builds the index's `all` field, synonym-group keys included), the place must hold, and
//! so must the filters (category, type, work mode, gender, blue collar, the salary window).
//! An alert matches the jobs its search finds as exact matches; the similar jobs a search adds
//! below a few exact ones are not alert matches.
//!
//! The index: each alert is filed under one key of (anchor, place). The anchor is one term of
//! its rarest clause (any of the clause's terms can be a job's, so the alert is filed under
//! each), or none for an alert without words; the place is each city and state it names, or
//! anywhere. A job looks up the keys of its own terms with its city, its state and anywhere,
//! and each alert found is checked in full. Alerts are stored in one arena of `u32`s.

use std::{
    collections::{HashMap, HashSet},
    hash::{BuildHasherDefault, Hasher},
};

use uuid::Uuid;

use crate::{
    alerts::AlertSearch,
    analyzers,
    catalog::{CATEGORIES, GENDERS, JOB_TYPES, WORK_MODES},
    clauses::{Clause, clauses},
    facets::GroupFilters,
    keyword, places,
    schema::{ALL_WEIGHTS, JobRecord},
    synonyms, text,
};

/// No anchor term (an alert without words), or anywhere (an alert without a place).
const NONE: u32 = u32::MAX;
/// The place key of alerts whose place is not a known city or state (matched on the text).
const TEXT_PLACE: u32 = u32::MAX - 1;
/// A clause's length word with this bit: a typo-tolerant word follows its terms (the index of
/// the word in `Percolator::fuzzy`).
const FUZZY: u32 = 1 << 31;

/// How a word is known in the jobs: whether it is a word the jobs use (else a misspelt table
/// word is read as its group), and how many jobs have a term (to choose the rarest clause).
pub trait Vocabulary {
    /// How many jobs hold `term` in their catch-all field.
    fn doc_freq(&self, term: &str) -> u64;

    /// Whether a keyword that is only a place ("Sagar") means its words, not the place.
    fn place_words_win(&self, _place: &str) -> bool {
        false
    }
}

/// The statistics of an index: its catch-all field's document frequencies, and whether a
/// keyword that is only a place means its words instead (`search::plan::words_win`).
pub struct IndexVocabulary<'a> {
    pub searcher: &'a tantivy::Searcher,
    pub fields: &'a crate::schema::Fields,
}

impl Vocabulary for IndexVocabulary<'_> {
    fn doc_freq(&self, term: &str) -> u64 {
        self.searcher
            .doc_freq(&tantivy::Term::from_field_text(self.fields.all, term))
            .unwrap_or(0)
    }

    fn place_words_win(&self, place: &str) -> bool {
        crate::search::plan::words_win(self.searcher, self.fields, place).unwrap_or(false)
    }
}

/// No statistics: every term equally rare, every word known (tests, and a first build).
pub struct NoVocabulary;

impl Vocabulary for NoVocabulary {
    fn doc_freq(&self, _term: &str) -> u64 {
        crate::clauses::KNOWN_WORD_DOCS
    }
}

/// One compiled alert: its filters inline, its clauses and place in the arena.
#[derive(Clone, Copy)]
struct Compiled {
    /// Where its clauses and place start in the arena: `[n clauses, (len, terms…[, fuzzy])…,
    /// n cities, cities…, n states, states…, n text terms, text terms…]`.
    at: u32,
    categories: u64,
    types: u8,
    modes: u8,
    genders: u8,
    /// 0: any; 1: not blue collar; 2: blue collar.
    blue: u8,
    salary: Option<(i64, i64)>,
}

/// The alerts, compiled and indexed.
#[derive(Default)]
pub struct Percolator {
    terms: HashMap<String, u32>,
    places: HashMap<String, u32>,
    arena: Vec<u32>,
    alerts: Vec<Option<Compiled>>,
    ids: Vec<Uuid>,
    slot: HashMap<Uuid, u32>,
    keys: HashMap<(u32, u32), Vec<u32>, BuildHasherDefault<Mix>>,
    /// Words (almost) no job used when their alert was read, matched with their typo
    /// neighbours as the search does: the term and the edits allowed.
    fuzzy: Vec<(String, u8)>,
    /// Arena words no live alert uses any more (compacted by a rebuild).
    garbage: usize,
}

/// Why an alert cannot be compiled: its search asks nothing.
#[derive(Debug, PartialEq, Eq)]
pub struct EmptySearch;

fn bit(list: &[&str], value: &str) -> u64 {
    list.iter()
        .position(|v| *v == value)
        .map_or(0, |i| 1u64 << i)
}

fn mask(list: &[&str], values: &[String]) -> u64 {
    values.iter().fold(0, |m, v| m | bit(list, v))
}

impl Percolator {
    pub fn new() -> Self {
        Self::default()
    }

    /// How many alerts it holds.
    pub fn len(&self) -> usize {
        self.slot.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slot.is_empty()
    }

    fn term_id(&mut self, t: &str) -> u32 {
        let next = self.terms.len() as u32;
        *self.terms.entry(t.to_string()).or_insert(next)
    }

    fn place_id(&mut self, p: &str) -> u32 {
        let next = self.places.len() as u32;
        *self.places.entry(p.to_string()).or_insert(next)
    }

    /// Adds an alert, or replaces the one with this id.
    pub fn upsert(
        &mut self,
        id: Uuid,
        search: &AlertSearch,
        vocab: &impl Vocabulary,
    ) -> Result<(), EmptySearch> {
        self.remove(id);
        let read = read_search(search, vocab);
        if read.clauses.is_empty() && read.location.is_none() && read.groups_empty {
            return Err(EmptySearch);
        }
        let at = self.arena.len() as u32;
        self.arena.push(read.clauses.len() as u32);
        let mut clause_ids: Vec<Vec<u32>> = Vec::with_capacity(read.clauses.len());
        for c in &read.clauses {
            let ids: Vec<u32> = c.terms.iter().map(|t| self.term_id(t)).collect();
            let fuzzy = c.fuzzy.clone().map(|f| {
                self.fuzzy.push(f);
                self.fuzzy.len() as u32 - 1
            });
            self.arena
                .push(ids.len() as u32 | if fuzzy.is_some() { FUZZY } else { 0 });
            self.arena.extend(&ids);
            self.arena.extend(fuzzy);
            clause_ids.push(ids);
        }
        let (cities, states, text_terms) = match &read.location {
            Some(Place::Known { cities, states }) => (cities.clone(), states.clone(), vec![]),
            Some(Place::Text(terms)) => (vec![], vec![], terms.clone()),
            None => (vec![], vec![], vec![]),
        };
        let city_ids: Vec<u32> = cities.iter().map(|c| self.place_id(c)).collect();
        let state_ids: Vec<u32> = states.iter().map(|s| self.place_id(s)).collect();
        let text_ids: Vec<u32> = text_terms.iter().map(|t| self.term_id(t)).collect();
        for list in [&city_ids, &state_ids, &text_ids] {
            self.arena.push(list.len() as u32);
            self.arena.extend(list.iter());
        }
        let slot = self.alerts.len() as u32;
        self.alerts.push(Some(Compiled {
            at,
            categories: read.categories,
            types: read.types as u8,
            modes: read.modes as u8,
            genders: read.genders as u8,
            blue: match read.blue {
                None => 0,
                Some(false) => 1,
                Some(true) => 2,
            },
            salary: read.salary,
        }));
        self.ids.push(id);
        self.slot.insert(id, slot);
        // Filed under the terms of its rarest clause, in each of its places.
        let anchors: Vec<u32> = match read.rarest {
            Some(i) => clause_ids[i].clone(),
            None => vec![NONE],
        };
        let places: Vec<u32> = if !text_ids.is_empty() {
            vec![TEXT_PLACE]
        } else if city_ids.is_empty() && state_ids.is_empty() {
            vec![NONE]
        } else {
            city_ids.iter().chain(&state_ids).copied().collect()
        };
        for a in &anchors {
            for p in &places {
                self.keys.entry((*a, *p)).or_default().push(slot);
            }
        }
        Ok(())
    }

    /// Forgets an alert (deleted, paused, unsubscribed).
    pub fn remove(&mut self, id: Uuid) {
        if let Some(slot) = self.slot.remove(&id)
            && let Some(c) = self.alerts[slot as usize].take()
        {
            self.garbage += self.arena_len(c.at);
        }
    }

    /// Arena words that no live alert uses, a share of the whole: past a half, rebuild.
    pub fn garbage_share(&self) -> f64 {
        if self.arena.is_empty() {
            0.0
        } else {
            self.garbage as f64 / self.arena.len() as f64
        }
    }

    fn arena_len(&self, at: u32) -> usize {
        let mut i = at as usize;
        let n = self.arena[i] as usize;
        i += 1;
        for _ in 0..n {
            let w = self.arena[i];
            i += 1 + (w & !FUZZY) as usize + usize::from(w & FUZZY != 0);
        }
        for _ in 0..3 {
            i += 1 + self.arena[i] as usize;
        }
        i - at as usize
    }

    /// The alerts a job matches.
    pub fn matches(&self, job: &JobRecord) -> Vec<Uuid> {
        let facts = self.facts(job);
        let mut anchors: Vec<u32> = facts.term_list.clone();
        anchors.push(NONE);
        let mut places = vec![NONE, TEXT_PLACE];
        places.extend(facts.city);
        places.extend(facts.state);
        let mut seen = Bits::new(self.alerts.len());
        let mut out = Vec::new();
        for a in &anchors {
            for p in &places {
                let Some(slots) = self.keys.get(&(*a, *p)) else {
                    continue;
                };
                for &slot in slots {
                    if !seen.insert(slot) {
                        continue;
                    }
                    if let Some(c) = &self.alerts[slot as usize]
                        && self.holds(c, &facts)
                    {
                        out.push(self.ids[slot as usize]);
                    }
                }
            }
        }
        out
    }

    /// What of a job the alerts can test: its catch-all terms and place text terms the alerts
    /// use, its city and state, its filter values.
    fn facts(&self, job: &JobRecord) -> Facts {
        let city = job.city();
        let location = format!("{} {} {}", job.location, city, job.state);
        let w = &ALL_WEIGHTS;
        let texts = [
            (w.title, text::normalize(&job.title)),
            (w.company, text::normalize(job.company())),
            (w.skills, text::normalize(&job.requirements)),
            (w.category, text::normalize(job.category.as_str())),
            (w.location, location.clone()),
            (w.description, text::normalize(&job.description)),
        ];
        let mut terms = Bits::new(self.terms.len());
        let mut term_list = Vec::new();
        let mut words = HashSet::new();
        for (_, t) in &texts {
            for term in analyzers::all_terms(t) {
                if let Some(&id) = self.terms.get(&term)
                    && terms.insert(id)
                {
                    term_list.push(id);
                }
                if !self.fuzzy.is_empty() {
                    words.insert(term);
                }
            }
        }
        let mut location_terms = Bits::new(self.terms.len());
        for t in text::terms(&location) {
            if let Some(&id) = self.terms.get(&t) {
                location_terms.insert(id);
            }
        }
        Facts {
            terms,
            term_list,
            words,
            location_terms,
            city: self.places.get(&city).copied(),
            state: self.places.get(job.state.as_str()).copied(),
            category: bit(&CATEGORIES, job.category.as_str()),
            job_type: bit(&JOB_TYPES, job.job_type.as_str()) as u8,
            mode: bit(&WORK_MODES, job.work_mode.as_str()) as u8,
            gender: bit(&GENDERS, job.gender.as_str()) as u8,
            blue: job.is_blue_collar,
            salary: job.monthly_salary(),
        }
    }

    fn holds(&self, c: &Compiled, f: &Facts) -> bool {
        if (c.categories != 0 && c.categories & f.category == 0)
            || (c.types != 0 && c.types & f.job_type == 0)
            || (c.modes != 0 && c.modes & f.mode == 0)
            || (c.genders != 0 && c.genders & f.gender == 0)
            || (c.blue == 1 && f.blue)
            || (c.blue == 2 && !f.blue)
        {
            return false;
        }
        if let Some((lo, hi)) = c.salary {
            match f.salary {
                Some((min, max)) if max >= lo && min <= hi => {}
                _ => return false,
            }
        }
        let a = &self.arena;
        let mut i = c.at as usize;
        let n = a[i] as usize;
        i += 1;
        for _ in 0..n {
            let len = (a[i] & !FUZZY) as usize;
            let fuzzy = (a[i] & FUZZY != 0).then(|| &self.fuzzy[a[i + 1 + len] as usize]);
            let terms = &a[i + 1..i + 1 + len];
            let near =
                |(w, d): &(String, u8)| f.words.iter().any(|t| within(t, w, usize::from(*d)));
            if !terms.iter().any(|t| f.terms.contains(t)) && !fuzzy.is_some_and(near) {
                return false;
            }
            i += 1 + len + usize::from(fuzzy.is_some());
        }
        let cities = &a[i + 1..i + 1 + a[i] as usize];
        i += 1 + cities.len();
        let states = &a[i + 1..i + 1 + a[i] as usize];
        i += 1 + states.len();
        let text_terms = &a[i + 1..i + 1 + a[i] as usize];
        if !cities.is_empty() || !states.is_empty() {
            let in_city = f.city.is_some_and(|c| cities.contains(&c));
            let in_state = f.state.is_some_and(|s| states.contains(&s));
            if !(in_city || in_state) {
                return false;
            }
        }
        text_terms.iter().all(|t| f.location_terms.contains(t))
    }
}

/// A job's side of a match.
struct Facts {
    /// The terms of the job that alerts use, as a set and as a list.
    terms: Bits,
    term_list: Vec<u32>,
    /// Every catch-all term of the job, kept when some alert has a typo-tolerant word.
    words: HashSet<String>,
    location_terms: Bits,
    city: Option<u32>,
    state: Option<u32>,
    category: u64,
    job_type: u8,
    mode: u8,
    gender: u8,
    blue: bool,
    salary: Option<(i64, i64)>,
}

/// A set of small numbers (term ids, alert slots) as bits.
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Self {
        Bits(vec![0; n.div_ceil(64)])
    }

    /// Adds `i`; false when it was there.
    fn insert(&mut self, i: u32) -> bool {
        let (w, b) = ((i / 64) as usize, 1u64 << (i % 64));
        let fresh = self.0[w] & b == 0;
        self.0[w] |= b;
        fresh
    }

    fn contains(&self, i: &u32) -> bool {
        self.0
            .get((*i / 64) as usize)
            .is_some_and(|w| w & (1u64 << (*i % 64)) != 0)
    }
}

/// A hasher for the index's keys (two small numbers): a multiply and a shift, not SipHash.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.0 = (self.0.rotate_left(32) ^ u64::from(n)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

/// Where an alert looks: known cities and states, or the words of an unknown place.
#[derive(Debug, PartialEq)]
enum Place {
    Known {
        cities: Vec<String>,
        states: Vec<String>,
    },
    Text(Vec<String>),
}

/// One clause as a job can satisfy it: any of `terms` among its catch-all terms, or a term
/// within the edits of `fuzzy` (a word no job used when the alert was read: the search
/// matches its typo neighbours, and so does the alert).
struct ClauseTerms {
    terms: Vec<String>,
    fuzzy: Option<(String, u8)>,
}

/// An alert's search as the strict search reads it.
struct Read {
    clauses: Vec<ClauseTerms>,
    /// The clause to file the alert under (the one whose commonest term is rarest).
    rarest: Option<usize>,
    location: Option<Place>,
    categories: u64,
    types: u64,
    modes: u64,
    genders: u64,
    blue: Option<bool>,
    salary: Option<(i64, i64)>,
    groups_empty: bool,
}

/// Reads an alert's search as `search::plan` reads a request: the keyword's numbers, filter
/// words, filler and place; its clauses (misspelt table words as their groups, for words the
/// jobs do not use); the filters, completed by what the keyword said.
fn read_search(s: &AlertSearch, vocab: &impl Vocabulary) -> Read {
    let req = s.to_request(1);
    let (kw, numbers) = req
        .keyword
        .as_deref()
        .map(keyword::take_numbers)
        .unwrap_or_default();
    let mut words = text::words(&kw);
    let has_location = req
        .location
        .as_deref()
        .is_some_and(|l| !l.trim().is_empty());
    let mut understood = keyword::understand(&mut words, has_location);
    if understood.place_alone
        && let Some(place) = understood.location.clone()
        && vocab.place_words_win(&place)
    {
        words = text::words(&place);
        understood.location = None;
    }
    understood.min_salary = numbers.min_salary;
    understood.max_salary = numbers.max_salary;
    let groups = GroupFilters::from_request_and_keyword(&req, &understood);
    let clause_terms: Vec<ClauseTerms> = clauses(&words)
        .into_iter()
        .filter_map(|c| clause_terms(c, vocab))
        .collect();
    // A typo-tolerant clause cannot be looked up by a term: file under the others.
    let rarest = (0..clause_terms.len())
        .filter(|&i| clause_terms[i].fuzzy.is_none())
        .min_by_key(|&i| {
            clause_terms[i]
                .terms
                .iter()
                .map(|t| vocab.doc_freq(t))
                .max()
                .unwrap_or(0)
        });
    // Remote alone with a location: remote jobs of every place (`search::plan`).
    let remote_anywhere = groups.work_modes == ["Remote"];
    let location = req
        .location
        .clone()
        .or(understood.location.clone())
        .filter(|_| !remote_anywhere)
        .and_then(|l| read_place(&l));
    let groups_empty = groups.categories.is_empty()
        && groups.types.is_empty()
        && groups.work_modes.is_empty()
        && groups.genders.is_empty()
        && groups.blue_collar.is_none()
        && groups.salary.is_none();
    Read {
        rarest,
        location,
        categories: mask(&CATEGORIES, &groups.categories),
        types: mask(&JOB_TYPES, &groups.types),
        modes: mask(&WORK_MODES, &groups.work_modes),
        genders: mask(&GENDERS, &groups.genders),
        blue: groups.blue_collar,
        salary: groups.salary,
        groups_empty,
        clauses: clause_terms,
    }
}

/// What satisfies a clause (`clauses::clause_query` without its scoring): a group's key; a
/// word's term, or for a word (almost) no job uses, the group of the table word it misspells,
/// else its typo neighbours.
fn clause_terms(c: Clause, vocab: &impl Vocabulary) -> Option<ClauseTerms> {
    let (terms, fuzzy) = match c {
        Clause::Group(g) => (vec![synonyms::group_key(g)], None),
        Clause::Word(w) | Clause::Misspelt(w, _) => {
            let t = text::terms(&w).into_iter().next()?;
            let rare = vocab.doc_freq(&t) < crate::clauses::KNOWN_WORD_DOCS;
            let group = rare
                .then(|| synonyms::misspelt(&w))
                .flatten()
                .and_then(|p| synonyms::match_at(&[p.to_string()], 0));
            let edits = crate::clauses::typo_distance(&w);
            match group {
                Some((_, g)) => (vec![t, synonyms::group_key(g)], None),
                None if rare && edits > 0 && !t.chars().any(|c| c.is_ascii_digit()) => {
                    (vec![t.clone()], Some((t, edits)))
                }
                None => (vec![t], None),
            }
        }
    };
    Some(ClauseTerms { terms, fuzzy })
}

/// Whether `a` is within `max` edits of `b`, a transposition of neighbours counting as one
/// (the distance of tantivy's fuzzy term query).
fn within(a: &str, b: &str, max: usize) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > max {
        return false;
    }
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()] <= max
}

/// A place as `clauses::location_query` reads it.
fn read_place(q: &str) -> Option<Place> {
    let q = q.trim();
    if q.is_empty() {
        return None;
    }
    let m = places::places().resolve_location(q);
    if m.is_empty() {
        let terms = text::terms(q);
        return (!terms.is_empty()).then_some(Place::Text(terms));
    }
    Some(Place::Known {
        cities: m.cities,
        states: m.states,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alert(keyword: Option<&str>, location: Option<&str>) -> AlertSearch {
        AlertSearch {
            keyword: keyword.map(Into::into),
            location: location.map(Into::into),
            ..AlertSearch::default()
        }
    }

    #[test]
    fn an_empty_search_is_refused() {
        let mut p = Percolator::new();
        assert_eq!(
            p.upsert(Uuid::from_u128(1), &AlertSearch::default(), &NoVocabulary),
            Err(EmptySearch)
        );
        assert!(p.is_empty());
    }

    #[test]
    fn read_places_and_clauses() {
        let r = read_search(&alert(Some("sde in bangalore"), None), &NoVocabulary);
        assert_eq!(r.clauses.len(), 1);
        assert!(matches!(r.location, Some(Place::Known { .. })));
        let r = read_search(&alert(Some("driver"), Some("Delhi NCR")), &NoVocabulary);
        let Some(Place::Known { cities, .. }) = r.location else {
            panic!("NCR is known")
        };
        assert!(cities.contains(&"Gurugram".to_string()));
        let r = read_search(&alert(Some("welder 20k se upar"), None), &NoVocabulary);
        assert_eq!(r.salary, Some((20_000, i64::MAX)));
        assert_eq!(r.clauses.len(), 1);
        assert!(within("writer", "writes", 1));
        assert!(within("recieve", "receive", 1));
        assert!(!within("driver", "writer", 1));
    }
}
