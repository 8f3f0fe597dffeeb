//! Text analysis shared by indexing and querying: developer tokens survive (C++, C#, .NET,
//! Node.js, UI/UX), then words are lowercased, folded to ASCII and stemmed (English). Also the
//! plain words a keyword or a chat message is read in (`words`, `tokens`), phrases among them,
//! and the edit distance of two words; and a value as a URL's query string carries it.

use tantivy::tokenizer::{
    AsciiFoldingFilter, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer,
};

/// Tokens that a plain tokenizer would break, and the single word each becomes.
const SPECIAL: [(&str, &str); 9] = [
    ("c++", " cplusplus "),
    ("c#", " csharp "),
    ("f#", " fsharp "),
    (".net", " dotnet "),
    ("asp.net", " aspdotnet "),
    ("node.js", " nodejs "),
    ("next.js", " nextjs "),
    ("vue.js", " vuejs "),
    ("ui/ux", " uiux "),
];

/// Rewrites developer tokens into plain words and Devanagari into Latin letters
/// (`translit`); applied to indexed and queried text alike.
pub fn normalize(text: &str) -> String {
    let mut s = crate::translit::to_latin(text).to_lowercase();
    // Longer patterns first so "asp.net" is not eaten by ".net".
    let mut special = SPECIAL;
    special.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
    for (pat, word) in special {
        if s.contains(pat) {
            s = s.replace(pat, word);
        }
    }
    s
}

/// The analyzer: simple tokenizer, long-token removal, lowercase, ASCII folding, stemming
/// (role nouns kept whole: `stem`, `vocabulary::KEEP_WHOLE`).
pub fn analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .filter(crate::stem::RoleStemmer)
        .build()
}

/// The terms the index holds for a text (normalized, analyzed).
pub fn terms(text: &str) -> Vec<String> {
    let mut a = analyzer();
    let normalized = normalize(text);
    let mut stream = a.token_stream(&normalized);
    let mut out = Vec::new();
    while let Some(t) = stream.next() {
        out.push(t.text.clone());
    }
    out
}

/// Plain lowercase words of a query (normalized, not stemmed), for synonym matching.
pub fn words(text: &str) -> Vec<String> {
    normalize(text)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Amount units that may be written stuck to their number ("20k", "5lpa", "3yrs").
const STUCK_UNITS: &[&str] = &[
    "k", "l", "lpa", "lakh", "lakhs", "lac", "lacs", "cr", "thousand", "yrs", "yr", "years",
    "year", "pm", "pa",
];

/// The words of a message: lowercase, developer tokens kept (C++ → cplusplus), "₹" as `rs`,
/// digit groups joined ("25,000"), decimals kept ("5.5"), units split from their number
/// ("20k" → "20 k").
pub fn tokens(message: &str) -> Vec<String> {
    let s = normalize(message).replace('₹', " rs ");
    let chars: Vec<char> = s.chars().collect();
    let digit = |j: Option<usize>| {
        j.and_then(|j| chars.get(j))
            .is_some_and(char::is_ascii_digit)
    };
    let mut flat = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        let between_digits = digit(i.checked_sub(1)) && digit(Some(i + 1));
        if c == ',' && between_digits {
            continue;
        }
        if (c == '.' && between_digits) || c.is_alphanumeric() {
            flat.push(c);
        } else {
            flat.push(' ');
        }
    }
    let mut out = Vec::new();
    for word in flat.split_whitespace() {
        let split = word.find(|c: char| !c.is_ascii_digit() && c != '.');
        match split {
            Some(at) if at > 0 && STUCK_UNITS.contains(&&word[at..]) => {
                out.push(word[..at].to_string());
                out.push(word[at..].to_string());
            }
            _ if (word.starts_with("rs") || word.starts_with("inr"))
                && word.len() > 3
                && word
                    .trim_start_matches("inr")
                    .trim_start_matches("rs")
                    .bytes()
                    .all(|b| b.is_ascii_digit()) =>
            {
                let at = word
                    .find(|c: char| c.is_ascii_digit())
                    .unwrap_or(word.len());
                out.push(word[..at].to_string());
                out.push(word[at..].to_string());
            }
            _ => out.push(word.to_string()),
        }
    }
    out
}

/// Whether the words from `at` are `phrase`.
pub(crate) fn phrase_at(toks: &[String], at: usize, phrase: &str) -> bool {
    phrase
        .split(' ')
        .enumerate()
        .all(|(k, w)| toks.get(at + k).is_some_and(|t| t == w))
}

/// How many words a phrase has.
pub(crate) fn phrase_len(phrase: &str) -> usize {
    phrase.split(' ').count()
}

/// Levenshtein distance of two short words.
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != *cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// A query-string value: unreserved characters kept, the rest percent-encoded (UTF-8 bytes).
pub fn query_value(s: &str) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_value_keeps_unreserved_characters_and_encodes_the_rest() {
        assert_eq!(query_value("Delivery boy"), "Delivery%20boy");
        assert_eq!(query_value("a&b=c?d#e/f"), "a%26b%3Dc%3Fd%23e%2Ff");
        assert_eq!(
            query_value("ड्राइवर"),
            "%E0%A4%A1%E0%A5%8D%E0%A4%B0%E0%A4%BE%E0%A4%87%E0%A4%B5%E0%A4%B0"
        );
        assert_eq!(query_value("A-z_0.9~"), "A-z_0.9~");
    }

    #[test]
    fn developer_tokens_survive() {
        assert_eq!(terms("C++ Developer"), vec!["cplusplus", "develop"]);
        assert_eq!(
            terms("C# / .NET engineer"),
            vec!["csharp", "dotnet", "engin"]
        );
        assert_eq!(terms("ASP.NET"), vec!["aspdotnet"]);
        // Stemming may trim the joined word; what matters is that index and query agree.
        assert_eq!(terms("Node.js, UI/UX"), terms("nodejs uiux"));
        assert_ne!(terms("Node.js"), terms("node"));
        assert_eq!(terms("Engineers"), terms("engineer"));
        assert_eq!(terms("Café"), vec!["cafe"]);
        assert_eq!(
            words("Sr. C++ dev, Bengaluru"),
            vec!["sr", "cplusplus", "dev", "bengaluru"]
        );
    }

    #[test]
    fn tokens_split_units_and_join_groups() {
        assert_eq!(tokens("₹25,000/month"), ["rs", "25000", "month"]);
        assert_eq!(tokens("20k-30k"), ["20", "k", "30", "k"]);
        assert_eq!(tokens("5.5LPA"), ["5.5", "lpa"]);
        assert_eq!(tokens("Rs25000"), ["rs", "25000"]);
        assert_eq!(tokens("3d artist, 2+ yrs"), ["3d", "artist", "2", "yrs"]);
        assert_eq!(
            tokens("<script>alert(1)</script>"),
            ["script", "alert", "1", "script"]
        );
    }

    #[test]
    fn distance_counts_edits() {
        assert_eq!(distance("plumbr", "plumber"), 1);
        assert_eq!(distance("acountant", "accountant"), 1);
        assert_eq!(distance("abc", "abc"), 0);
    }
}
