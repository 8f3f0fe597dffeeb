//! What job seekers' words mean beyond the synonym groups (issue 18), in one place for ops to
//! extend (with the groups of `synonyms::GROUPS`; both are described in docs/search.md):
//!
//! - `KEEP_WHOLE`: words whose English stem is another job's stem keep a term of their own
//!   ("accounting" is not "accountant", "development" is not "developer", "international" is
//!   not "intern", "production" is not "product");
//! - `FILTER_PHRASES`: words typed into the keyword that are filters (work mode, job type);
//! - `STOP_WORDS`: generic and Hinglish filler ("jobs", "naukri", "ki", "mein") that says
//!   nothing about the job, dropped from the keyword when typed with other words;
//! - `TIME_WORDS`: "pm" after a number is a time ("5:30 PM"), not a product or project manager.
//!
//! Changing `KEEP_WHOLE` changes the index's terms: it is part of the schema's fingerprint
//! (`synonyms::fingerprint`), so the index is rebuilt at start-up.

/// Word (lowercase, ASCII) → the term it is indexed and searched as, instead of its stem.
pub const KEEP_WHOLE: &[(&str, &str)] = &[
    ("accountant", "accountant"),
    ("accountants", "accountant"),
    ("accounting", "accounting"),
    ("accounts", "accounts"),
    ("development", "development"),
    ("developments", "development"),
    ("management", "management"),
    ("marketing", "marketing"),
    ("operations", "operations"),
    ("designer", "designer"),
    ("designers", "designer"),
    ("consulting", "consulting"),
    ("recruiting", "recruiting"),
    ("recruitment", "recruiting"),
    ("testing", "testing"),
    ("analytics", "analytics"),
    ("internal", "internal"),
    ("international", "international"),
    ("internationally", "international"),
    ("production", "production"),
    ("productions", "production"),
];

/// The term of a word of `KEEP_WHOLE`.
pub fn kept_whole(word: &str) -> Option<&'static str> {
    KEEP_WHOLE.iter().find(|(w, _)| *w == word).map(|(_, t)| *t)
}

/// A filter that a phrase of the keyword stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    /// A work mode of the spec ("Remote", "Hybrid", "On-site").
    WorkMode(&'static str),
    /// A job type of the spec ("Part-Time", "Internship", "Freelance", "Full-Time").
    JobType(&'static str),
}

/// Phrases (as `text::words` leaves them) that, typed in the keyword, set a filter instead of
/// being searched as words. Longest first where one contains another.
pub const FILTER_PHRASES: &[(&str, Filter)] = &[
    ("ghar baithe kaam", Filter::WorkMode("Remote")),
    ("ghar se kaam", Filter::WorkMode("Remote")),
    ("ghar baithe", Filter::WorkMode("Remote")),
    ("work from home", Filter::WorkMode("Remote")),
    ("work from anywhere", Filter::WorkMode("Remote")),
    ("wfh", Filter::WorkMode("Remote")),
    ("remote", Filter::WorkMode("Remote")),
    ("hybrid", Filter::WorkMode("Hybrid")),
    ("work from office", Filter::WorkMode("On-site")),
    ("wfo", Filter::WorkMode("On-site")),
    ("part time", Filter::JobType("Part-Time")),
    ("parttime", Filter::JobType("Part-Time")),
    ("internships", Filter::JobType("Internship")),
    ("internship", Filter::JobType("Internship")),
    ("freelance", Filter::JobType("Freelance")),
    ("freelancing", Filter::JobType("Freelance")),
    ("full time", Filter::JobType("Full-Time")),
    ("fulltime", Filter::JobType("Full-Time")),
];

/// Words that say nothing about the job: English filler and Hinglish ("naukri" job, "kaam"
/// work, "ki"/"ka"/"ke" of, "mein"/"me" in, "chahiye" wanted, "liye" for, "wala"/"wali").
pub const STOP_WORDS: &[&str] = &[
    "job",
    "jobs",
    "naukri",
    "naukari",
    "nokri",
    "kaam",
    "kam",
    "vacancy",
    "vacancies",
    "opening",
    "openings",
    "hiring",
    "career",
    "careers",
    "ki",
    "ka",
    "ke",
    "ko",
    "mein",
    "me",
    "mai",
    "chahiye",
    "chaiye",
    "liye",
    "wala",
    "wali",
    "wale",
    "hai",
    "for",
    "in",
    "at",
    "near",
    "the",
    "a",
    "an",
    "of",
    "with",
    "and",
    "india",
    "urgent",
    "required",
    "requirement",
    "needed",
    "wanted",
    "post",
    "posts",
    "role",
    "roles",
    "position",
    "positions",
];

/// Whether a word is filler (`STOP_WORDS`).
pub fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.contains(&word)
}

/// Words that tell a level or nothing much: the first a relaxed search drops when not every
/// word can be had ("sde 2 zebra" drops "2" before "sde").
pub const GENERIC_WORDS: &[&str] = &[
    "senior",
    "sr",
    "junior",
    "jr",
    "ii",
    "iii",
    "iv",
    "lead",
    "staff",
    "principal",
    "associate",
    "executive",
    "new",
    "urgent",
    "good",
    "best",
    "fresher",
    "freshers",
    "experienced",
];

/// Whether a word is generic (`GENERIC_WORDS`, or a number).
pub fn is_generic(word: &str) -> bool {
    !word.is_empty() && (word.chars().all(|c| c.is_ascii_digit()) || GENERIC_WORDS.contains(&word))
}

/// Words that after a number are a time of day, not a role ("5:30 PM to 2:30 AM").
pub const TIME_WORDS: &[&str] = &["pm", "am"];

/// Everything here that changes indexed terms, for the schema's fingerprint.
pub fn fingerprint_text() -> String {
    let mut s = String::new();
    for (w, t) in KEEP_WHOLE {
        s.push_str(w);
        s.push('>');
        s.push_str(t);
        s.push('|');
    }
    s.push('#');
    for w in TIME_WORDS {
        s.push_str(w);
        s.push('|');
    }
    s
}
