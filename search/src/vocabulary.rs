//! What job seekers' words mean beyond the synonym groups, in one place for ops to extend (with the
//! groups of `synonyms::GROUPS`; both are described in docs/search.md):
//!
//! - `KEEP_WHOLE`: words whose English stem is another job's stem keep a term of their own
//!   ("accounting" is not "accountant", "development" is not "developer", "international" is
//!   not "intern", "production" is not "product", "engineering" is not "engineer");
//! - `FILTER_PHRASES`: phrases that are filters (work mode, job type, gender) or filler of the
//!   search box ("urgent hiring", "near me", "for freshers"), read in the search box's keyword,
//!   in a chat message or both; the work-from-home ones are also a synonym group of the index
//!   (`WORK_FROM_HOME`);
//! - `STOP_WORDS`: generic and Hinglish filler ("jobs", "naukri", "ki", "mein") that says
//!   nothing about the job, dropped from the keyword when typed with other words;
//! - `TIME_WORDS`: "pm" after a number is a time ("5:30 PM"), not a product or project manager;
//! - `AMOUNT_UNITS`, `PERIODS`, `SALARY_WORDS`, `AT_MOST`, `AT_LEAST`, `RANGE`,
//!   `EXPERIENCE_UNITS`: how salaries and experience are written, in English and Hinglish ("20k",
//!   "5 lpa", "20000 se upar", "3 saal"), read by `numbers::read_numbers` for the search box
//!   and the assistant alike.
//!
//! Changing `KEEP_WHOLE`, `TIME_WORDS` or the work-from-home synonyms changes the index's terms:
//! they are part of the schema's fingerprint (`synonyms::fingerprint`), so the index is rebuilt
//! at start-up.

use Heard::{Everywhere, Keyword, Message};

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
    // "mechanic" is not "mechanical" (a mechanical design engineer is no mechanic).
    ("mechanic", "mechanic"),
    ("mechanics", "mechanic"),
    ("mechanical", "mechanical"),
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
    // A department is not a role: "Manager, Software Engineering" is no software engineer.
    ("engineering", "engineering"),
    // A programmer is not a programme ("Programme Officer" is no developer).
    ("programmer", "programmer"),
    ("programmers", "programmer"),
];

/// The term of a word of `KEEP_WHOLE`.
pub fn kept_whole(word: &str) -> Option<&'static str> {
    KEEP_WHOLE.iter().find(|(w, _)| *w == word).map(|(_, t)| *t)
}

/// A filter that a phrase stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    /// A work mode of the spec ("Remote", "Hybrid", "On-site").
    WorkMode(&'static str),
    /// A job type of the spec ("Part-Time", "Internship", "Freelance", "Full-Time").
    JobType(&'static str),
    /// Who may apply ("Female", "Male"): "jobs for women", "ladies", "mahila".
    Gender(&'static str),
    /// Says nothing a job's text must contain ("urgent hiring", "immediate joining", "near me",
    /// "for freshers"): dropped from the keyword when other words are left.
    Filler,
}

/// Where a filter phrase is read as its filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// In the search box's keyword and in a chat message.
    Everywhere,
    /// In the search box's keyword only.
    Keyword,
    /// In a chat message only: typed in the search box these stay words of the keyword
    /// ("intern" is a role of its own synonym group).
    Message,
}

/// A phrase that stands for a filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FilterPhrase {
    /// Lowercase words separated by single spaces, as `text::words` and `text::tokens` leave
    /// them.
    pub phrase: &'static str,
    pub filter: Filter,
    pub heard: Heard,
    /// In a job's text, a synonym of the other phrases so marked: together they are the
    /// work-from-home group of `synonyms::GROUPS` (`WORK_FROM_HOME`), part of the index.
    pub synonym: bool,
}

impl FilterPhrase {
    /// Read in the search box's keyword.
    pub fn in_keyword(&self) -> bool {
        matches!(self.heard, Heard::Everywhere | Heard::Keyword)
    }

    /// Read in a chat message.
    pub fn in_message(&self) -> bool {
        matches!(self.heard, Heard::Everywhere | Heard::Message)
    }
}

const REMOTE: Filter = Filter::WorkMode("Remote");
const HYBRID: Filter = Filter::WorkMode("Hybrid");
const ON_SITE: Filter = Filter::WorkMode("On-site");
const PART_TIME: Filter = Filter::JobType("Part-Time");
const INTERNSHIP: Filter = Filter::JobType("Internship");
const FREELANCE: Filter = Filter::JobType("Freelance");
const FULL_TIME: Filter = Filter::JobType("Full-Time");
const FEMALE: Filter = Filter::Gender("Female");
const MALE: Filter = Filter::Gender("Male");
const FILLER: Filter = Filter::Filler;

const fn phrase(phrase: &'static str, filter: Filter, heard: Heard) -> FilterPhrase {
    FilterPhrase {
        phrase,
        filter,
        heard,
        synonym: false,
    }
}

/// Read everywhere, and a synonym in a job's text (`FilterPhrase::synonym`).
const fn synonym(phrase: &'static str, filter: Filter) -> FilterPhrase {
    FilterPhrase {
        synonym: true,
        ..self::phrase(phrase, filter, Heard::Everywhere)
    }
}

/// Phrases that set a filter instead of being searched as words: the one table of them, for
/// the search box's keyword (`keyword::understand`, which takes them out in this order, so a
/// phrase comes before the shorter ones inside it) and for the assistant (`assistant::lexicon`,
/// which reads the longest phrase at each place of a message).
pub const FILTER_PHRASES: &[FilterPhrase] = &[
    phrase("ghar baithe kaam", REMOTE, Everywhere),
    synonym("ghar se kaam", REMOTE),
    synonym("ghar baithe", REMOTE),
    synonym("work from home", REMOTE),
    phrase("work from anywhere", REMOTE, Keyword),
    synonym("wfh", REMOTE),
    synonym("remote", REMOTE),
    phrase("remotely", REMOTE, Message),
    phrase("home based", REMOTE, Message),
    phrase("from home", REMOTE, Message),
    phrase("ghar se", REMOTE, Message),
    phrase("online kaam", REMOTE, Message),
    phrase("hybrid", HYBRID, Everywhere),
    phrase("work from office", ON_SITE, Everywhere),
    phrase("wfo", ON_SITE, Everywhere),
    phrase("onsite", ON_SITE, Message),
    phrase("on site", ON_SITE, Message),
    phrase("in office", ON_SITE, Message),
    phrase("part time", PART_TIME, Everywhere),
    phrase("parttime", PART_TIME, Everywhere),
    phrase("internships", INTERNSHIP, Everywhere),
    phrase("internship", INTERNSHIP, Everywhere),
    phrase("intern", INTERNSHIP, Message),
    phrase("interns", INTERNSHIP, Message),
    phrase("freelance", FREELANCE, Everywhere),
    phrase("freelancing", FREELANCE, Everywhere),
    phrase("freelancer", FREELANCE, Message),
    phrase("full time", FULL_TIME, Everywhere),
    phrase("fulltime", FULL_TIME, Everywhere),
    phrase("permanent", FULL_TIME, Message),
    // Who may apply: a filter, never a word of the title ("jobs for women" with gender Female).
    phrase("for women", FEMALE, Everywhere),
    phrase("for woman", FEMALE, Everywhere),
    phrase("for ladies", FEMALE, Everywhere),
    phrase("for girls", FEMALE, Everywhere),
    phrase("for females", FEMALE, Everywhere),
    phrase("women", FEMALE, Everywhere),
    phrase("woman", FEMALE, Everywhere),
    phrase("womens", FEMALE, Everywhere),
    phrase("ladies", FEMALE, Everywhere),
    phrase("lady", FEMALE, Everywhere),
    phrase("female", FEMALE, Everywhere),
    phrase("females", FEMALE, Everywhere),
    phrase("girls", FEMALE, Everywhere),
    phrase("mahila", FEMALE, Everywhere),
    phrase("mahilaon", FEMALE, Everywhere),
    phrase("mahilayen", FEMALE, Everywhere),
    phrase("ladkiyon", FEMALE, Everywhere),
    phrase("ladkiyo", FEMALE, Everywhere),
    phrase("ladkiyan", FEMALE, Everywhere),
    phrase("ladki", FEMALE, Everywhere),
    phrase("aurat", FEMALE, Everywhere),
    phrase("for men", MALE, Everywhere),
    phrase("for boys", MALE, Everywhere),
    phrase("male", MALE, Everywhere),
    phrase("males", MALE, Everywhere),
    phrase("gents", MALE, Everywhere),
    phrase("purush", MALE, Everywhere),
    // Filler of the search box: urgency, joining, nearness and "for freshers" say nothing a
    // title holds (the assistant reads freshers and nearness itself).
    phrase("urgent hiring", FILLER, Keyword),
    phrase("urgently hiring", FILLER, Keyword),
    phrase("urgent requirement", FILLER, Keyword),
    phrase("urgently", FILLER, Keyword),
    phrase("immediate joining", FILLER, Keyword),
    phrase("immediate joiners", FILLER, Keyword),
    phrase("immediate joiner", FILLER, Keyword),
    phrase("immediate join", FILLER, Keyword),
    phrase("join immediately", FILLER, Keyword),
    phrase("joining immediately", FILLER, Keyword),
    phrase("immediately", FILLER, Keyword),
    phrase("immediate", FILLER, Keyword),
    phrase("walk in interview", FILLER, Keyword),
    phrase("walk in", FILLER, Keyword),
    phrase("walkin", FILLER, Keyword),
    phrase("near me", FILLER, Keyword),
    phrase("nearby", FILLER, Keyword),
    phrase("paas mein", FILLER, Keyword),
    phrase("for freshers", FILLER, Keyword),
    phrase("for fresher", FILLER, Keyword),
    phrase("freshers", FILLER, Keyword),
    phrase("fresher", FILLER, Keyword),
    phrase("no experience", FILLER, Keyword),
    phrase("apply now", FILLER, Keyword),
];

/// The filter phrases marked as synonyms, in the table's order: the work-from-home group of
/// `synonyms::GROUPS`.
pub const WORK_FROM_HOME: &[&str] = &synonym_phrases::<{ synonym_count() }>();

const fn synonym_count() -> usize {
    let (mut n, mut i) = (0, 0);
    while i < FILTER_PHRASES.len() {
        if FILTER_PHRASES[i].synonym {
            n += 1;
        }
        i += 1;
    }
    n
}

const fn synonym_phrases<const N: usize>() -> [&'static str; N] {
    let mut out = [""; N];
    let (mut n, mut i) = (0, 0);
    while i < FILTER_PHRASES.len() {
        if FILTER_PHRASES[i].synonym {
            out[n] = FILTER_PHRASES[i].phrase;
            n += 1;
        }
        i += 1;
    }
    out
}

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

/// Words of salary amounts: the multiplier and whether the unit is yearly.
pub const AMOUNT_UNITS: &[(&str, i64, Option<bool>)] = &[
    ("k", 1_000, None),
    ("thousand", 1_000, None),
    ("hazar", 1_000, None),
    ("hazaar", 1_000, None),
    ("hajar", 1_000, None),
    ("lakh", 100_000, None),
    ("lakhs", 100_000, None),
    ("lac", 100_000, None),
    ("lacs", 100_000, None),
    ("l", 100_000, None),
    ("lpa", 100_000, Some(true)),
    ("cr", 10_000_000, None),
    ("crore", 10_000_000, None),
];

/// Words that say an amount is per month (`false`) or per year (`true`).
pub const PERIODS: &[(&str, bool)] = &[
    ("per month", false),
    ("a month", false),
    ("pm", false),
    ("month", false),
    ("monthly", false),
    ("mahina", false),
    ("mahine", false),
    ("mahinaa", false),
    ("per mahina", false),
    ("har mahine", false),
    ("per annum", true),
    ("pa", true),
    ("per year", true),
    ("a year", true),
    ("year", true),
    ("yearly", true),
    ("annual", true),
    ("annually", true),
    ("ctc", true),
    ("lpa", true),
    ("saal", true),
    ("salana", true),
];

/// Words that make a nearby number a salary (or are noise around one).
pub const SALARY_WORDS: &[&str] = &[
    "salary", "salaries", "pay", "paying", "package", "stipend", "tankhwah", "tankha", "vetan",
    "income", "earning", "earn", "rs", "inr", "rupees", "rupaye", "rupay", "per",
];

/// Words before an amount that make it a ceiling.
pub const AT_MOST: &[&str] = &[
    "upto",
    "up to",
    "under",
    "below",
    "max",
    "maximum",
    "less than",
    "within",
    "not more than",
    "tak",
    "se kam",
];
/// Words before (or, in Hindi order, after) an amount that make it a floor.
pub const AT_LEAST: &[&str] = &[
    "above",
    "over",
    "more than",
    "min",
    "minimum",
    "at least",
    "atleast",
    "starting",
    "se zyada",
    "se jyada",
    "se upar",
    "se adhik",
    "plus",
];
/// Words of a range between two amounts.
pub const RANGE: &[&str] = &["to", "se", "and", "or", "till"];

/// Units of experience after a number.
pub const EXPERIENCE_UNITS: &[&str] = &["years", "year", "yrs", "yr", "saal", "sal", "varsh"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_filter_phrase_once_and_the_synonyms_are_work_from_home() {
        let mut seen = std::collections::HashSet::new();
        for p in FILTER_PHRASES {
            assert!(seen.insert(p.phrase), "{} twice", p.phrase);
        }
        for p in FILTER_PHRASES.iter().filter(|p| p.synonym) {
            assert_eq!(p.filter, Filter::WorkMode("Remote"), "{}", p.phrase);
            assert!(p.in_keyword() && p.in_message(), "{}", p.phrase);
        }
        assert_eq!(
            WORK_FROM_HOME,
            [
                "ghar se kaam",
                "ghar baithe",
                "work from home",
                "wfh",
                "remote"
            ]
        );
    }
}
