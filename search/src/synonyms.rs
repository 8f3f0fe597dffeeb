//! Role synonyms, expanded at query time. One table, easy to extend: each group lists phrases
//! that mean the same thing; a query phrase found in a group also matches the others.

use std::{collections::HashMap, sync::LazyLock};

use tantivy::tokenizer::Token;

/// Synonym groups (lowercase, normalized as `text::words` leaves them).
pub const GROUPS: &[&[&str]] = &[
    &[
        "sde",
        "software engineer",
        "software developer",
        "software development engineer",
    ],
    &[
        "bde",
        "business development executive",
        "business development",
    ],
    &["hr", "human resources", "human resource"],
    &["qa", "tester", "quality assurance", "test engineer"],
    &["ca", "chartered accountant"],
    &["frontend", "front end", "front-end", "front end developer"],
    &["backend", "back end", "back-end"],
    &["fullstack", "full stack", "full-stack"],
    &["wfh", "work from home", "remote"],
    &["fresher", "entry level", "freshers", "graduate trainee"],
    &["developer", "dev", "programmer"],
    &["ml", "machine learning"],
    &["ai", "artificial intelligence"],
    &["devops", "dev ops", "site reliability"],
    &["pm", "project manager"],
    &["cs", "customer service", "customer support"],
    &["bpo", "call center", "call centre", "telecaller"],
    &["driver", "chauffeur"],
    &[
        "delivery boy",
        "delivery executive",
        "delivery partner",
        "rider",
    ],
];

/// The analyzed terms of a phrase of the table, as the keyword query looks them up: words
/// split at spaces and hyphens, each analyzed.
fn phrase_terms(phrase: &str) -> Vec<String> {
    phrase
        .split([' ', '-'])
        .filter(|w| !w.is_empty())
        .flat_map(crate::text::terms)
        .collect()
}

/// Every phrase of the table by its first analyzed term: (group, the phrase's terms).
type ByFirstTerm = HashMap<String, Vec<(usize, Vec<String>)>>;

fn by_first_term() -> &'static ByFirstTerm {
    static TABLE: LazyLock<ByFirstTerm> = LazyLock::new(|| {
        let mut m = ByFirstTerm::new();
        for (g, group) in GROUPS.iter().enumerate() {
            for phrase in group.iter() {
                let terms = phrase_terms(phrase);
                if let Some(first) = terms.first() {
                    m.entry(first.clone()).or_default().push((g, terms));
                }
            }
        }
        m
    });
    &TABLE
}

/// The term that marks where a phrase of group `g` (its position in `GROUPS`) starts, in the
/// catch-all field; the analyzer never makes a word with a colon.
pub fn group_key(g: usize) -> String {
    format!("syn:{g}")
}

/// A fingerprint of the table, part of the catch-all field's name: an index built with another
/// table has another schema and is rebuilt.
pub fn fingerprint() -> String {
    // FNV-1a over the table: stable across builds and platforms.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for group in GROUPS {
        for phrase in group.iter() {
            for b in phrase.bytes().chain([b'|']) {
                h ^= u64::from(b);
                h = h.wrapping_mul(0x0100_0000_01b3);
            }
        }
        h ^= u64::from(b'#');
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:08x}", h as u32)
}

/// Where the phrases of the table start in an analyzed text: (token index, group), each once.
/// A phrase occurs when its terms are at consecutive positions, which is what a phrase query
/// matches.
pub fn group_starts(tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, Token { text: term, .. }) in tokens.iter().enumerate() {
        let Some(phrases) = by_first_term().get(term) else {
            continue;
        };
        for (g, phrase) in phrases {
            let Some(window) = tokens.get(i..i + phrase.len()) else {
                continue;
            };
            let matches = window.iter().zip(phrase).all(|(t, want)| t.text == *want)
                && window
                    .windows(2)
                    .all(|pair| pair[1].position == pair[0].position + 1);
            if matches && !out.contains(&(i, *g)) {
                out.push((i, *g));
            }
        }
    }
    out
}

/// Phrases that, typed as a whole query part, mean "work mode Remote" rather than words.
pub const REMOTE_PHRASES: &[&str] = &["wfh", "work from home", "remote"];

/// Longest synonym phrase (in words) starting at `words[i]`: its length and its group's index.
pub fn match_at(words: &[String], i: usize) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for (g, group) in GROUPS.iter().enumerate() {
        for phrase in group.iter() {
            let parts: Vec<&str> = phrase.split([' ', '-']).filter(|p| !p.is_empty()).collect();
            let n = parts.len();
            if i + n <= words.len()
                && parts.iter().zip(&words[i..i + n]).all(|(p, w)| p == w)
                && best.is_none_or(|(m, _)| n > m)
            {
                best = Some((n, g));
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn longest_match_wins() {
        let (n, g) = match_at(&w("software engineer pune"), 0).unwrap();
        assert_eq!(n, 2);
        assert!(GROUPS[g].contains(&"sde"));
        assert_eq!(match_at(&w("sde bangalore"), 0).unwrap().0, 1);
        assert!(match_at(&w("plumber"), 0).is_none());
        assert!(GROUPS[match_at(&w("work from home"), 0).unwrap().1].contains(&"wfh"));
    }
}
