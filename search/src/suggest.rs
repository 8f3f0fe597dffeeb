//! Title suggestions: distinct titles of open jobs whose any word starts with what was typed,
//! most common first; one typo allowed after 4 characters.

use std::collections::{BTreeMap, HashMap};

use tantivy::{DocSet, Searcher, TERMINATED};

use crate::schema::names;

/// Titles and the words that lead to them, built once per index generation.
#[derive(Default, Debug)]
pub struct Suggester {
    /// Distinct titles (as first written) with how many open jobs carry them, most first.
    titles: Vec<(String, u64)>,
    /// Lowercase word → indexes into `titles`.
    words: BTreeMap<String, Vec<u32>>,
}

fn fold(s: &str) -> String {
    s.to_lowercase()
}

impl Suggester {
    /// Its distinct titles, and roughly the bytes of the table (titles and the word index).
    pub fn size(&self) -> crate::cache::Size {
        let titles: usize = self
            .titles
            .iter()
            .map(|(t, _)| std::mem::size_of::<(String, u64)>() + t.len())
            .sum();
        let words: usize = self
            .words
            .iter()
            .map(|(w, ids)| std::mem::size_of::<(String, Vec<u32>)>() + w.len() + 4 * ids.len())
            .sum();
        crate::cache::Size {
            entries: self.titles.len(),
            bytes: titles + words,
        }
    }

    /// Counts the titles of live documents.
    pub fn build(searcher: &Searcher) -> anyhow::Result<Self> {
        let mut counts: HashMap<String, (String, u64)> = HashMap::new();
        for segment in searcher.segment_readers() {
            let Some(col) = segment.fast_fields().str(names::TITLE_RAW)? else {
                continue;
            };
            let mut per_ord: HashMap<u64, u64> = HashMap::new();
            let alive = segment.alive_bitset();
            let mut docs = tantivy::query::AllScorer::new(segment.max_doc());
            let mut doc = docs.doc();
            while doc != TERMINATED {
                if alive.is_none_or(|a| a.is_alive(doc)) {
                    for ord in col.term_ords(doc) {
                        *per_ord.entry(ord).or_default() += 1;
                    }
                }
                doc = docs.advance();
            }
            let mut buf = String::new();
            for (ord, n) in per_ord {
                buf.clear();
                if col.ord_to_str(ord, &mut buf)? {
                    let e = counts.entry(fold(&buf)).or_insert_with(|| (buf.clone(), 0));
                    e.1 += n;
                }
            }
        }
        let mut titles: Vec<(String, u64)> = counts.into_values().collect();
        titles.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let mut words: BTreeMap<String, Vec<u32>> = BTreeMap::new();
        for (i, (t, _)) in titles.iter().enumerate() {
            for w in crate::text::words(t) {
                let list = words.entry(w).or_default();
                if list.last() != Some(&(i as u32)) {
                    list.push(i as u32);
                }
            }
        }
        Ok(Self { titles, words })
    }

    /// Up to `limit` titles for what was typed (at least 2 characters).
    pub fn suggest(&self, typed: &str, limit: usize) -> Vec<String> {
        let query_words = crate::text::words(typed);
        let Some(last) = query_words.last() else {
            return vec![];
        };
        if typed.trim().chars().count() < 2 {
            return vec![];
        }
        // Earlier words must each be a word of the title; the last one is a prefix.
        let complete: Vec<&String> = query_words[..query_words.len() - 1].iter().collect();
        let mut hits: Vec<u32> = self.prefix_hits(last);
        if hits.is_empty() && last.chars().count() > 4 {
            hits = self.fuzzy_prefix_hits(last);
        }
        hits.sort_unstable();
        hits.dedup();
        hits.retain(|&i| {
            let words = crate::text::words(&self.titles[i as usize].0);
            complete.iter().all(|c| words.contains(c))
        });
        // `titles` is ordered by count, so index order is popularity order.
        hits.into_iter()
            .take(limit)
            .map(|i| self.titles[i as usize].0.clone())
            .collect()
    }

    fn prefix_hits(&self, prefix: &str) -> Vec<u32> {
        self.words
            .range(prefix.to_string()..)
            .take_while(|(w, _)| w.starts_with(prefix))
            .flat_map(|(_, ids)| ids.iter().copied())
            .collect()
    }

    /// Words within one edit of being prefixed by `prefix`, first letter fixed.
    fn fuzzy_prefix_hits(&self, prefix: &str) -> Vec<u32> {
        let first = prefix.chars().next();
        self.words
            .iter()
            .filter(|(w, _)| w.chars().next() == first && prefix_distance_le1(prefix, w))
            .flat_map(|(_, ids)| ids.iter().copied())
            .collect()
    }

    /// How many distinct titles are known.
    pub fn len(&self) -> usize {
        self.titles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.titles.is_empty()
    }
}

/// Whether some prefix of `word` is within edit distance 1 of `typed`.
fn prefix_distance_le1(typed: &str, word: &str) -> bool {
    let t: Vec<char> = typed.chars().collect();
    let w: Vec<char> = word.chars().collect();
    // Classic DP row over `w`; the answer is the minimum over all prefixes of `w`.
    let mut prev: Vec<usize> = (0..=w.len()).collect();
    for i in 1..=t.len() {
        let mut cur = vec![i; w.len() + 1];
        for j in 1..=w.len() {
            let cost = usize::from(t[i - 1] != w[j - 1]);
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
        }
        prev = cur;
    }
    prev.into_iter().min().unwrap_or(usize::MAX) <= 1
}

#[cfg(test)]
mod tests {
    use super::prefix_distance_le1;

    #[test]
    fn fuzzy_prefixes() {
        assert!(prefix_distance_le1("enginr", "engineer"));
        assert!(prefix_distance_le1("devlop", "developer"));
        assert!(!prefix_distance_le1("dxvxlop", "developer"));
    }
}
