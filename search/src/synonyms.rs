//! Role synonyms, expanded at query time. One table, easy to extend: each group lists phrases
//! that mean the same thing; a query phrase found in a group also matches the others.

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

/// Phrases that, typed as a whole query part, mean "work mode Remote" rather than words.
pub const REMOTE_PHRASES: &[&str] = &["wfh", "work from home", "remote"];

/// Longest synonym phrase (in words) starting at `words[i]`: its length and its group.
pub fn match_at(words: &[String], i: usize) -> Option<(usize, &'static [&'static str])> {
    let mut best: Option<(usize, &'static [&'static str])> = None;
    for group in GROUPS {
        for phrase in group.iter() {
            let parts: Vec<&str> = phrase.split([' ', '-']).filter(|p| !p.is_empty()).collect();
            let n = parts.len();
            if i + n <= words.len()
                && parts.iter().zip(&words[i..i + n]).all(|(p, w)| p == w)
                && best.is_none_or(|(m, _)| n > m)
            {
                best = Some((n, group));
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
        assert!(g.contains(&"sde"));
        assert_eq!(match_at(&w("sde bangalore"), 0).unwrap().0, 1);
        assert!(match_at(&w("plumber"), 0).is_none());
        assert!(
            match_at(&w("work from home"), 0)
                .unwrap()
                .1
                .contains(&"wfh")
        );
    }
}
